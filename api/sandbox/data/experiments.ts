import type { ExperimentDefinition } from '../experiments/ExperimentDefinition';

/**
 * The sandbox's experiments: together their active variations set every SPEC §9 experiment setting key
 * (funnel-config/funnel.yaml experimentSettings names them; the two insurance tab thresholds are
 * InsuranceTabDisplayThresholdInternal/External, the PIA experience is PiaExperience). PageEntry triggers name the
 * pages whose funnel-config lists the keys. Variation "A" is the control in every test.
 */
export const experiments: ExperimentDefinition[] = [
  {
    universeId: 'U-VEHICLE',
    universeName: 'Vehicle and damage',
    testId: 'suppress-vin-capture',
    isActive: true,
    trigger: { event: 'PageEntry', pages: ['vehicle-damage', 'vin-lookup'] },
    variations: [
      { variationId: 'A', variationName: 'Control', weight: 50, settings: { SuppressVinCapture: false } },
      { variationId: 'B', variationName: 'VIN optional', weight: 50, settings: { SuppressVinCapture: true } },
    ],
  },
  {
    universeId: 'U-CONTACT',
    universeName: 'Contact details',
    testId: 'email-optional',
    isActive: true,
    trigger: { event: 'PageEntry', pages: ['customer-details'] },
    variations: [
      { variationId: 'A', variationName: 'Control', weight: 50, settings: { isEmailOptional: false } },
      { variationId: 'B', variationName: 'Email optional', weight: 50, settings: { isEmailOptional: true } },
    ],
  },
  {
    universeId: 'U-QUOTE',
    universeName: 'Quote',
    testId: 'service-package-discount',
    isActive: true,
    trigger: { event: 'PageEntry', pages: ['quote'] },
    variations: [
      { variationId: 'A', variationName: 'Control', weight: 34, settings: { OfferServicePackageDiscount: false, Offer_Promo_On_Pkg: false } },
      { variationId: 'B', variationName: 'Package discount', weight: 33, settings: { OfferServicePackageDiscount: true, Offer_Promo_On_Pkg: false } },
      { variationId: 'C', variationName: 'Package discount with promo', weight: 33, settings: { OfferServicePackageDiscount: true, Offer_Promo_On_Pkg: true } },
    ],
  },
  {
    universeId: 'U-QUOTE',
    universeName: 'Quote',
    testId: 'recal-price-remove',
    isActive: true,
    trigger: { event: 'PageEntry', pages: ['quote'] },
    variations: [
      { variationId: 'A', variationName: 'Control', weight: 50, settings: { RecalPriceRemove: false } },
      { variationId: 'B', variationName: 'Hide recalibration price', weight: 50, settings: { RecalPriceRemove: true } },
    ],
  },
  {
    universeId: 'U-QUOTE',
    universeName: 'Quote',
    testId: 'display-msr',
    isActive: true,
    trigger: { event: 'PageEntry', pages: ['quote'] },
    variations: [
      { variationId: 'A', variationName: 'Control', weight: 50, settings: { DisplayMSR: false } },
      { variationId: 'B', variationName: 'Show MSR fee', weight: 50, settings: { DisplayMSR: true } },
    ],
  },
  {
    universeId: 'U-QUOTE',
    universeName: 'Quote',
    testId: 'skip-to-insurance',
    isActive: true,
    trigger: { event: 'PageEntry', pages: ['quote'] },
    variations: [
      { variationId: 'A', variationName: 'Control', weight: 50, settings: { SkipToInsurance: false } },
      { variationId: 'B', variationName: 'Skip to insurance', weight: 50, settings: { SkipToInsurance: true } },
    ],
  },
  {
    universeId: 'U-SCHEDULE',
    universeName: 'Schedule',
    testId: 'waitlist-2',
    isActive: true,
    trigger: { event: 'PageEntry', pages: ['schedule'] },
    variations: [
      { variationId: 'A', variationName: 'Control', weight: 50, settings: { 'DisplayWaitlist2.0': false, Waitlist_Threshold_Days: 7 } },
      { variationId: 'B', variationName: 'Wait list after 7 days', weight: 25, settings: { 'DisplayWaitlist2.0': true, Waitlist_Threshold_Days: 7 } },
      { variationId: 'C', variationName: 'Wait list after 14 days', weight: 25, settings: { 'DisplayWaitlist2.0': true, Waitlist_Threshold_Days: 14 } },
    ],
  },
  {
    universeId: 'U-SCHEDULE',
    universeName: 'Schedule',
    testId: 'pricing-by-day',
    isActive: true,
    trigger: { event: 'PageEntry', pages: ['schedule'] },
    variations: [
      { variationId: 'A', variationName: 'Control', weight: 50, settings: { DisplayPricingByDay: false } },
      { variationId: 'B', variationName: 'Prices per day', weight: 50, settings: { DisplayPricingByDay: true } },
    ],
  },
  {
    universeId: 'U-INSURANCE',
    universeName: 'Insurance',
    testId: 'insurance-tab-threshold',
    isActive: true,
    trigger: { event: 'PageEntry', pages: ['insurance-company'] },
    variations: [
      {
        variationId: 'A',
        variationName: 'Control',
        weight: 50,
        settings: { InsuranceTabDisplayThresholdInternal: 3, InsuranceTabDisplayThresholdExternal: 5 },
      },
      {
        variationId: 'B',
        variationName: 'Lower thresholds',
        weight: 50,
        settings: { InsuranceTabDisplayThresholdInternal: 1, InsuranceTabDisplayThresholdExternal: 2 },
      },
    ],
  },
  {
    universeId: 'U-PAYMENT',
    universeName: 'Payment',
    testId: 'afterpay-extended',
    isActive: true,
    trigger: { event: 'PageEntry', pages: ['payment-method'] },
    variations: [
      { variationId: 'A', variationName: 'Control', weight: 50, settings: { AfterPayExtendedPayOptionThreshold: 1000 } },
      { variationId: 'B', variationName: 'Extended from 400', weight: 50, settings: { AfterPayExtendedPayOptionThreshold: 400 } },
    ],
  },
  {
    universeId: 'U-PAYMENT',
    universeName: 'Payment',
    testId: 'pia-experience',
    isActive: true,
    trigger: { event: 'PageEntry', pages: ['payment-method', 'payment'] },
    variations: [
      { variationId: 'A', variationName: 'Classic', weight: 50, settings: { PiaExperience: 'Classic' } },
      { variationId: 'B', variationName: 'Express', weight: 50, settings: { PiaExperience: 'Express' } },
    ],
  },
  {
    universeId: 'U-PLATFORM',
    universeName: 'Platform',
    testId: 'dynamo-logging',
    isActive: true,
    trigger: { event: 'SiteEntry' },
    variations: [
      { variationId: 'A', variationName: 'Control', weight: 80, settings: { DynamoLogging: false } },
      { variationId: 'B', variationName: 'Log to Dynamo', weight: 20, settings: { DynamoLogging: true } },
    ],
  },
  {
    // Retired: never run, so never assigned; kept to show that inactive experiments are skipped.
    universeId: 'U-PLATFORM',
    universeName: 'Platform',
    testId: 'retired-hero-banner',
    isActive: false,
    trigger: { event: 'SiteEntry' },
    variations: [{ variationId: 'A', variationName: 'Control', weight: 100, settings: {} }],
  },
];

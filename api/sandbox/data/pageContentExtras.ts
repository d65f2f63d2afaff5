/** What the sandbox's content says about a page beyond its YAML (SPEC §7 page data). */
export interface PageContentExtra {
  /** Shown only when the page's YAML has no `description` (the YAML wins). */
  subtitle?: string;
  helpText?: string;
}

/**
 * The sandbox's page content beyond funnel-config, by page id: the title always, and the subtitle when the page has a
 * `description`, come from the page's YAML (getContentPage); a page not listed here (a page added with YAML only) has
 * its YAML's title and description and no help text.
 */
export const pageContentExtras: Record<string, PageContentExtra> = {
  vehicle: { helpText: 'The style is often printed on the back of the vehicle, such as "4 Door Sedan".' },
  'vehicle-damage': {
    subtitle: 'Choose the glass to replace, or repair a windshield chip.',
    helpText: 'Chips smaller than a dollar bill can often be repaired instead of replaced.',
  },
  estimate: { helpText: 'You can continue without them; we will confirm the glass at the appointment.' },
  'vin-lookup': { helpText: 'A VIN has letters and digits but never I, O or Q.' },
  'service-zip': { helpText: 'We use it to find nearby shops and mobile service.' },
  'vehicle-parts': { helpText: 'Look for features such as a rain sensor or a heated area near the wipers.' },
  quote: {
    subtitle: 'Pay on your own or use your insurance.',
    helpText: 'Every amount is listed below: parts, labour, fees and sales tax.',
  },
  'insurance-company': {
    subtitle: 'We can bill your insurance directly.',
    helpText: 'Not listed? Choose "pay on my own" and we will quote a cash price.',
  },
  'service-location': { subtitle: 'Choose a shop or mobile service.' },
  schedule: { subtitle: 'Pick a shop and a time, or have us come to you.' },
  'mobile-details': { helpText: 'A garage or carport keeps the work going in bad weather.' },
  'payment-method': { subtitle: 'Pay now or at the appointment.' },
  payment: {
    subtitle: 'Your payment details go straight to our payment provider.',
    helpText: 'We never see or store your full card number.',
  },
  'payment-pia-return': { subtitle: 'Please wait while we confirm your payment.' },
  confirmation: { subtitle: 'A confirmation is on its way to your email.' },
};

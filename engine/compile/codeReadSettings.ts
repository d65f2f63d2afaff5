/**
 * Experiment settings (SPEC §9) the funnel's code reads by their SPEC names, not through a page's YAML, with the type
 * it reads each as and what for. Lint unknown-setting reports one that funnel.yaml experimentSettings declares as another
 * type, or seems to have renamed (a close name declared in its place): the code would go on reading a key no experiment
 * sets right. One not declared at all keeps the code's default (a funnel may leave the feature out).
 * tests/unit/lint/codeReadSettings.test.ts keeps this list equal to the keys the code names.
 */
export const codeReadSettings: Readonly<Record<string, { type: 'boolean' | 'number' | 'string'; by: string }>> = {
  DynamoLogging: { type: 'boolean', by: "every call's log-enabled header" },
  SuppressVinCapture: { type: 'boolean', by: 'the rule that makes a VIN optional' },
  RecalPriceRemove: { type: 'boolean', by: "the quote's recalibration price" },
  DisplayMSR: { type: 'boolean', by: "the quote's MSR fee line" },
  'DisplayWaitlist2.0': { type: 'boolean', by: "the schedule's wait list" },
  Waitlist_Threshold_Days: { type: 'number', by: "the schedule's wait list" },
  DisplayPricingByDay: { type: 'boolean', by: "the schedule's prices by day" },
  AfterPayExtendedPayOptionThreshold: { type: 'number', by: "the payment method's Afterpay options" },
  PiaExperience: { type: 'string', by: "the payment method's order of the ways to pay" },
  InsuranceTabDisplayThresholdInternal: { type: 'number', by: "the insurance company's quick-pick tabs" },
  InsuranceTabDisplayThresholdExternal: { type: 'number', by: "the insurance company's quick-pick tabs" },
};

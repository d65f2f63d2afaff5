/** SPEC §5/§9: Apple Pay shows only on Mac, or iOS 17 or later, when the browser reports it can make payments. */
export const applePayMinimumIosVersion = 17;

/** Whether Apple Pay may be offered on this device. */
export function canUseApplePay(userAgent: string | undefined, canMakePayments: boolean | undefined): boolean {
  if (!canMakePayments || !userAgent) return false;
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)[_.]/.exec(userAgent);
  if (ios) return Number(ios[1]) >= applePayMinimumIosVersion;
  return /Macintosh|Mac OS X/.test(userAgent);
}

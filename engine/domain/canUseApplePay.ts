/**
 * SPEC §5/§9: whether Apple Pay may be offered on this device: the browser says it can make payments (in a browser,
 * `window.ApplePaySession?.canMakePayments()`), and the device is a Mac, or an iPhone, iPad or iPod on iOS
 * `minimumIosVersion` (funnel.yaml applePayMinimumIosVersion) or later (an iPad on iPadOS 13+ reports itself as a Mac).
 */
export function canUseApplePay(userAgent: string | undefined, canMakePayments: boolean | undefined, minimumIosVersion: number): boolean {
  if (canMakePayments !== true || !userAgent) return false;
  const ios = /(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)[_.]/.exec(userAgent);
  if (ios) return Number(ios[1]) >= minimumIosVersion;
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return false;
  return /\bMacintosh\b|\bMac OS X\b/.test(userAgent);
}

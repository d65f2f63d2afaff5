/** SPEC §5/§9: Apple Pay shows only on Mac, or iOS 17 or later, when the browser reports it can make payments. */
import { describe, expect, it } from 'vitest';
import { canUseApplePay } from '../../../engine/domain/canUseApplePay';
import { loadFunnelConstants } from '../../harness/loadFunnelConstants';

/** funnel.yaml applePayMinimumIosVersion (SPEC §9: 17). */
const { applePayMinimumIosVersion } = loadFunnelConstants();

const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
const iphone = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1`;

describe('canUseApplePay', () => {
  it.each<[string, string | undefined, boolean | undefined, boolean]>([
    ['Mac Safari that can pay', mac, true, true],
    ['Mac that cannot pay', mac, false, false],
    ['Mac whose browser has no Apple Pay at all', mac, undefined, false],
    ['iPhone on iOS 17.0', iphone('17_0'), true, true],
    ['iPhone on iOS 18.2', iphone('18_2'), true, true],
    ['iPhone on iOS 16.7', iphone('16_7'), true, false],
    ['iPhone on iOS 17 that cannot pay', iphone('17_1'), false, false],
    ['iPad on iOS 16 (old iPad user agent)', 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15', true, false],
    ['iPad on iOS 17 (old iPad user agent)', 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15', true, true],
    ['iPadOS 17 reporting itself as a Mac', mac, true, true],
    ['an iPhone user agent without a version', 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15', true, false],
    ['Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', true, false],
    ['Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', true, false],
    ['Linux desktop Chromium', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', true, false],
    ['no user agent', undefined, true, false],
  ])('%s → %s', (_name, userAgent, canMakePayments, expected) => {
    expect(canUseApplePay(userAgent, canMakePayments, applePayMinimumIosVersion)).toBe(expected);
  });
});

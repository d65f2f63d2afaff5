import { isRecalibrationItem } from './isRecalibrationItem';
import { isSettingOn } from './isSettingOn';
import type { LineItem } from './state';

/** What the rule looks at. */
export interface RecalPriceFacts {
  /** order.payment.isInsurance: the order is in the insurance flow only when it is true (SPEC §4). */
  isInsurance: boolean | null;
  /** The experiment settings in force (state.settings). */
  settings: Record<string, string | number | boolean>;
  /** Every line item of the order (glass parts, supporting items, vaps). */
  lineItems: ReadonlyArray<Pick<LineItem, 'partType' | 'requiresRecalibration' | 'childParts'>>;
}

/**
 * SPEC §5: the recalibration price is hidden for cash orders when the RecalPriceRemove experiment setting is on and
 * recalibration is on the order (a recalibration line, also as a child part, or a part that requires one).
 */
export function isRecalPriceHidden({ isInsurance, settings, lineItems }: RecalPriceFacts): boolean {
  if (isInsurance === true || !isSettingOn(settings, 'RecalPriceRemove')) return false;
  const hasRecalibration = (items: RecalPriceFacts['lineItems']): boolean =>
    items.some((item) => isRecalibrationItem(item) || item.requiresRecalibration || hasRecalibration(item.childParts ?? []));
  return hasRecalibration(lineItems);
}

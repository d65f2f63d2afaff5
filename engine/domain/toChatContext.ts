import { isRecalibrationItem } from './isRecalibrationItem';
import type { ChatContext, FunnelState } from './state';
import { toOrderTotals } from './toOrderTotals';

/**
 * The chat context of SPEC §3 (page, vehicle year/make/model/style, service zip, glass type, damage type, payment type,
 * quote, part id, recalibration) from the funnel state: the only order data the chat services get (no names, contact
 * details, VIN or payment data).
 */
export function toChatContext(state: FunnelState, pageId: string | null): ChatContext {
  const { vehicle, damage, serviceLocation, payment, lineItems } = state.order;
  const glassParts = lineItems.glassParts;
  const glassType =
    damage.isRepair === true
      ? 'Windshield'
      : damage.glassToReplace.length > 0
        ? damage.glassToReplace.map((piece) => `${piece.glassLocation} ${piece.glassName}`).join(', ')
        : null;
  const totals = toOrderTotals(lineItems);
  const allItems = [...glassParts, ...glassParts.flatMap((part) => part.childParts), ...lineItems.supportingItems];
  return {
    page: pageId,
    vehicleYear: vehicle.year,
    vehicleMake: vehicle.make,
    vehicleModel: vehicle.model,
    vehicleStyle: vehicle.style,
    serviceZip: serviceLocation.zipCode,
    glassType,
    damageType: damage.isRepair === null ? null : damage.isRepair ? 'Repair' : 'Replace',
    paymentType: payment.isInsurance === null ? null : payment.isInsurance ? 'Insurance' : 'Cash',
    quote: glassParts.length > 0 && totals.total > 0 ? totals.total : null,
    partId: glassParts[0]?.partNumber ?? null,
    recalibration:
      glassParts.length === 0 ? null : allItems.some((item) => item.requiresRecalibration || isRecalibrationItem(item)),
  };
}

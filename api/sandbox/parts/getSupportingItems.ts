import {
  disposalFeePrice,
  recycleFeePrice,
  repairFirstChipLabor,
  repairFurtherChipLabor,
  repairSuppliesKitPrice,
  replaceFeeKitPrice,
  supportingPartNumbers,
} from '../data/partsPrices';
import { RequestError } from '../http/RequestError';
import { toFeeLineItem } from './toFeeLineItem';
import type { VehiclePart } from './getVehicleParts';
import type { DamageKind, LineItem } from './types';

/** What parts.supportingItems is asked, with the vehicle's glass parts to check the request's parts against. */
export interface SupportingItemsRequest {
  damageType: DamageKind;
  parts: readonly LineItem[];
  numberOfRepairChips: number | null | undefined;
  vehicleParts: Map<string, VehiclePart>;
}

/**
 * The SPEC §3 supporting items of a glass order. A replacement: a REPLACE FEE (installation kit) per glass part, then
 * a RECYCLE FEE per windshield (laminated glass) and a `disposal fee` per other piece (tempered glass). A repair: a
 * REPAIR FEE whose labour follows the chip count and the supplies-repair item (the repair-supplies part number),
 * sorted by labour descending (SPEC §5). Refusals: a repair without chips → 400 numberOfRepairChips; a replacement
 * without parts → 400 parts; a part that is not one of the vehicle's glass parts → 404 parts[i].partNumber; a second
 * part for the same piece of glass → 400 parts[i].
 */
export function getSupportingItems(request: SupportingItemsRequest): LineItem[] {
  if (request.damageType === 'Repair') return getRepairItems(request.numberOfRepairChips);
  if (request.parts.length === 0) {
    throw new RequestError(400, 'parts', 'A replacement needs its glass parts (parts.parts answers them) to price the supporting items.');
  }
  const listedPieces = new Set<string>();
  const pieces = request.parts.map((part, index) => {
    const known = request.vehicleParts.get(part.partNumber.toUpperCase());
    if (!known) {
      throw new RequestError(404, `parts[${index}].partNumber`, `Part ${part.partNumber} is not a glass part of this vehicle; use a part parts.parts answered.`);
    }
    // As parts.partsOrQuestions refuses the same glass piece twice: a piece is replaced (and charged for) once.
    const piece = `${known.piece.location} ${known.piece.name}`;
    if (listedPieces.has(piece)) {
      throw new RequestError(400, `parts[${index}]`, `Part ${part.partNumber} is a second part for the ${piece} glass; list one part per piece of glass.`);
    }
    listedPieces.add(piece);
    return known;
  });
  const installKits = pieces.map(({ piece, part }) => {
    const kind = piece.location === 'Windshield' ? 'windshield' : piece.location === 'Rear' ? 'back' : 'side';
    return toFeeLineItem({
      id: `REPLACE FEE:${part.id ?? part.partNumber}`,
      partNumber: supportingPartNumbers.replaceFee[kind],
      partType: 'REPLACE FEE',
      description: `Installation kit (urethane and primer) for ${part.partNumber}`,
      kitPrice: replaceFeeKitPrice[kind],
      laborAmount: 0,
      isInsurable: true,
    });
  });
  const glassFees = pieces.map(({ piece, part }) =>
    piece.location === 'Windshield'
      ? toFeeLineItem({
          id: `RECYCLE FEE:${part.id ?? part.partNumber}`,
          partNumber: supportingPartNumbers.recycleFee,
          partType: 'RECYCLE FEE',
          description: `Laminated glass recycling for ${part.partNumber}`,
          kitPrice: recycleFeePrice,
          laborAmount: 0,
          isInsurable: true,
        })
      : toFeeLineItem({
          id: `disposal fee:${part.id ?? part.partNumber}`,
          partNumber: supportingPartNumbers.disposalFee,
          partType: 'disposal fee',
          description: `Tempered glass disposal for ${part.partNumber}`,
          kitPrice: disposalFeePrice,
          laborAmount: 0,
          isInsurable: true,
        }),
  );
  return [...installKits, ...glassFees];
}

/** The supporting items of a windshield repair, sorted by labour descending (SPEC §5). */
function getRepairItems(numberOfRepairChips: number | null | undefined): LineItem[] {
  const chips = numberOfRepairChips ?? 0;
  if (chips < 1) {
    throw new RequestError(400, 'numberOfRepairChips', 'A windshield repair needs the number of chips to repair: 1 or more (SPEC §5).');
  }
  const items = [
    toFeeLineItem({
      id: 'supplies-repair',
      partNumber: supportingPartNumbers.repairSupplies,
      partType: 'supplies-repair',
      description: 'Windshield repair resin and supplies',
      kitPrice: repairSuppliesKitPrice,
      laborAmount: 0,
      isInsurable: true,
    }),
    toFeeLineItem({
      id: 'REPAIR FEE',
      partNumber: supportingPartNumbers.repairFee,
      partType: 'REPAIR FEE',
      description: chips === 1 ? 'Windshield repair, 1 chip' : `Windshield repair, ${chips} chips`,
      kitPrice: 0,
      laborAmount: repairFirstChipLabor + repairFurtherChipLabor * (chips - 1),
      isInsurable: true,
    }),
  ];
  // SPEC §5: the windshield repair supporting items are sorted by labour, descending.
  return items.sort((a, b) => (b.laborAmount ?? 0) - (a.laborAmount ?? 0));
}

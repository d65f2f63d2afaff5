import type { VehicleRecord } from '../catalog/types';
import {
  cameraBracketLabor,
  domesticMakes,
  premiumMakes,
  sideAndBackGlassBase,
  windshieldBaseKitPrice,
  windshieldBaseLabor,
  windshieldOptionPrice,
} from '../data/partsPrices';
import { getWindshieldProfile } from './getWindshieldProfile';
import { toMoney } from './toMoney';
import { toStableNumber } from './toStableNumber';
import type { GlassPiece, LineItem, PartType } from './types';

/** The options a windshield part carries (part questions, part choice and capability answers select them). */
export interface WindshieldOptions {
  shadeBand: boolean;
  rainSensor: boolean;
  heatedWiperPark: boolean;
  camera: boolean;
}

/** A windshield with no options. */
export const plainWindshield: WindshieldOptions = { shadeBand: false, rainSensor: false, heatedWiperPark: false, camera: false };

/** The model year price steps start from (the catalog's first year). */
const firstYear = 1996;

/** Per glass name: the NAGS-style piece letter, the price base and what the description calls it. */
const sidePieces = {
  Front: { letter: 'D', base: sideAndBackGlassBase.frontDoor, label: 'front door glass' },
  Back: { letter: 'D', base: sideAndBackGlassBase.backDoor, label: 'rear door glass' },
  Quarter: { letter: 'Q', base: sideAndBackGlassBase.quarter, label: 'quarter glass' },
  Vent: { letter: 'V', base: sideAndBackGlassBase.vent, label: 'vent glass' },
} as const;
const backPieces = {
  Back: { base: sideAndBackGlassBase.back, label: 'back glass' },
  Stationary: { base: sideAndBackGlassBase.stationary, label: 'stationary back glass' },
  Slider: { base: sideAndBackGlassBase.slider, label: 'sliding back glass' },
} as const;

/**
 * The glass part (SPEC §3 line item) of one piece of a vehicle: a NAGS-shaped part number (D domestic / F foreign,
 * the piece letter, five digits, then tint and options), a kit price and labour that grow with the model year and the
 * make, stepped per vehicle so each has its own stable price. Windshields cost about 265 to 890, side glass less.
 * `windshieldDigits` are the vehicle's unique windshield digits (getWindshieldNumbering). Undefined for a piece no
 * price list covers (a glass name that is not on that location).
 */
export function toGlassPart(
  vehicle: VehicleRecord,
  piece: GlassPiece,
  windshieldDigits: string,
  options: WindshieldOptions = plainWindshield,
): LineItem | undefined {
  const origin = domesticMakes.has(vehicle.make.toLowerCase()) ? 'D' : 'F';
  const isPremium = premiumMakes.has(vehicle.make.toLowerCase());
  const key = `${vehicle.carId}|${piece.location}|${piece.name}`;
  const step = (salt: string, cents: number) => toStableNumber(`${key}|${salt}`, cents) / 100;
  const yearsIn = Math.max(0, vehicle.year - firstYear);
  const vehicleName = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;

  if (piece.location === 'Windshield') {
    if (piece.name !== 'Front') return undefined;
    const profile = getWindshieldProfile(vehicle);
    let kitPrice = (windshieldBaseKitPrice[vehicle.category] + yearsIn * 4.5 + step('kit', 4500)) * (isPremium ? 1.3 : 1);
    let laborAmount = windshieldBaseLabor[vehicle.category] + (isPremium ? 20 : 0) + 5 * toStableNumber(`${key}|labor`, 4);
    const features: string[] = [options.shadeBand ? 'green tint with a blue shade band' : 'green tint'];
    if (options.shadeBand) kitPrice += windshieldOptionPrice.shadeBand;
    if (options.rainSensor) {
      kitPrice += windshieldOptionPrice.rainSensor;
      features.push('rain sensor');
    }
    if (options.heatedWiperPark) {
      kitPrice += windshieldOptionPrice.heatedWiperPark;
      features.push('heated wiper park');
    }
    if (options.camera) {
      kitPrice += windshieldOptionPrice.cameraBracket + toStableNumber(`${windshieldDigits}|bracket`, 5001) / 100;
      laborAmount += cameraBracketLabor;
      features.push('camera bracket');
    }
    const suffix = `${options.shadeBand ? 'GB' : 'GT'}${options.rainSensor ? 'R' : ''}${options.heatedWiperPark ? 'H' : ''}${options.camera ? 'C' : ''}`;
    const recalibrationType = options.camera ? profile.recalibrationType : options.rainSensor ? 'Static' : null;
    return toLineItem({
      id: 'Windshield-Front',
      partNumber: `${origin}W${windshieldDigits}${suffix}`,
      partType: 'WINDSHIELD',
      description: `${vehicleName} windshield, ${features.join(', ')}`,
      kitPrice,
      laborAmount,
      recalibrationType,
    });
  }

  const isPrivacyTinted = vehicle.category === 'SUV' || vehicle.category === 'VAN';
  const digits = String(10000 + toStableNumber(`${key}|number`, 90000));
  if (piece.location === 'Rear') {
    const back = backPieces[piece.name as keyof typeof backPieces];
    if (!back) return undefined;
    const tint = isPrivacyTinted && piece.name === 'Back' ? 'PT' : 'GT';
    return toLineItem({
      id: `Rear-${piece.name}`,
      partNumber: `${origin}B${digits}${tint}`,
      partType: 'BACK GLASS',
      description: `${vehicleName} ${back.label}${tint === 'PT' ? ', privacy tint' : ''}`,
      kitPrice: (back.base.kitPrice + yearsIn * 3 + step('kit', 4000)) * (isPremium ? 1.25 : 1),
      laborAmount: back.base.laborAmount + (isPremium ? 10 : 0) + 5 * toStableNumber(`${key}|labor`, 4),
      recalibrationType: null,
    });
  }

  const side = sidePieces[piece.name as keyof typeof sidePieces];
  if (!side) return undefined;
  const tint = isPrivacyTinted && (piece.name === 'Back' || piece.name === 'Quarter') ? 'PT' : 'GT';
  const sideName = piece.location === 'Driver' ? 'driver side' : 'passenger side';
  return toLineItem({
    id: `${piece.location}-${piece.name}`,
    partNumber: `${origin}${side.letter}${digits}${tint}`,
    partType: 'SIDE GLASS',
    description: `${vehicleName} ${sideName} ${side.label}${tint === 'PT' ? ', privacy tint' : ''}`,
    kitPrice: (side.base.kitPrice + yearsIn * 2 + step('kit', 4000)) * (isPremium ? 1.25 : 1),
    laborAmount: side.base.laborAmount + (isPremium ? 10 : 0) + 5 * toStableNumber(`${key}|labor`, 4),
    recalibrationType: null,
  });
}

/** A glass line item with its prices rounded to cents and sellingPrice = kitPrice + laborAmount. */
function toLineItem(part: {
  id: string;
  partNumber: string;
  partType: PartType;
  description: string;
  kitPrice: number;
  laborAmount: number;
  recalibrationType: string | null;
}): LineItem {
  const kitPrice = toMoney(part.kitPrice);
  const laborAmount = toMoney(part.laborAmount);
  return {
    id: part.id,
    partNumber: part.partNumber,
    partType: part.partType,
    description: part.description,
    promoCode: null,
    childParts: [],
    discountedLineItemIds: [],
    kitPrice,
    laborAmount,
    sellingPrice: toMoney(kitPrice + laborAmount),
    salesTax: 0,
    isInsurable: true,
    isChildPart: false,
    requiresRecalibration: part.recalibrationType !== null,
    recalibrationType: part.recalibrationType,
  };
}

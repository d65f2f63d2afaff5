import { blackMoldingResult, chromeMoldingResult } from '../data/partsQuestions';
import { moldingKitPrice } from '../data/partsPrices';
import { toFeeLineItem } from './toFeeLineItem';
import type { LineItem } from './types';

/**
 * The molding child part of a windshield for a molding answer's result (SPEC §2 molding-questions): chrome or black
 * trim, numbered after the windshield (FW04512GT → FM04512C); undefined for "no molding".
 */
export function toMoldingPart(windshield: LineItem, moldingResult: string): LineItem | undefined {
  const kind = moldingResult === chromeMoldingResult ? 'chrome' : moldingResult === blackMoldingResult ? 'black' : null;
  if (!kind) return undefined;
  const digits = /^[DF]W(\d{5})/.exec(windshield.partNumber)?.[1] ?? '00000';
  const origin = windshield.partNumber.startsWith('D') ? 'D' : 'F';
  return {
    ...toFeeLineItem({
      id: `${windshield.id ?? 'Windshield-Front'}-molding`,
      partNumber: `${origin}M${digits}${kind === 'chrome' ? 'C' : 'B'}`,
      partType: 'MOLDING',
      description: kind === 'chrome' ? 'Chrome windshield molding' : 'Black windshield molding',
      kitPrice: moldingKitPrice[kind],
      laborAmount: 0,
      isInsurable: true,
    }),
    isChildPart: true,
  };
}

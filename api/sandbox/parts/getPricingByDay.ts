import { earlyBirdDays, earlyBirdDiscount } from '../data/partsPrices';
import { toFeeLineItem } from './toFeeLineItem';
import type { DamageKind, LineItem } from './types';

/** The answer of parts.pricingByDayPartNumber. */
export interface PricingByDay {
  date: string;
  dayOfWeek: 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';
  partNumber: string | null;
  part: LineItem | null;
}

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * The EARLY BIRD discount part (SPEC §3) of an appointment date (yyyy-mm-dd, already validated): on the quiet days
 * (Tuesday, Wednesday) a negative-priced part EARLYBIRD-TUE / EARLYBIRD-WED, by damage kind; null on other days.
 */
export function getPricingByDay(date: string, serviceType: DamageKind): PricingByDay {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  const weekday = new Date(new Date(0).setUTCFullYear(year, month - 1, day)).getUTCDay();
  const dayOfWeek = dayNames[weekday]!;
  const code = earlyBirdDays.get(weekday);
  if (!code) return { date, dayOfWeek, partNumber: null, part: null };
  const partNumber = `EARLYBIRD-${code}`;
  const discount = earlyBirdDiscount[serviceType];
  return {
    date,
    dayOfWeek,
    partNumber,
    part: toFeeLineItem({
      id: 'EARLY BIRD',
      partNumber,
      partType: 'EARLY BIRD',
      description: `${dayOfWeek} appointment discount`,
      kitPrice: discount,
      laborAmount: 0,
      isInsurable: false,
    }),
  };
}

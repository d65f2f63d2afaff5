import type { OfferedTimeSlot } from './findTimeSlot';

/** A slot as the generators make it: the offered slot and whether it is premium (weekend or early morning). */
export interface GeneratedTimeSlot extends OfferedTimeSlot {
  offerPremium: boolean;
}

/**
 * The limits of time-slot generation. Choice (the SPEC is silent): a request spans at most `maxRangeDays` dates;
 * slots are offered up to `bookingHorizonDays` after today and, today, only from `leadMinutes` after now (local time
 * of the shop or route); a drop-off (SPEC §3 Dropoff) must start before `dropoffLatestStart`; slots starting before
 * `premiumBefore`, and weekend slots, are premium (offerPremium).
 */
export const scheduleLimits = {
  maxRangeDays: 31,
  bookingHorizonDays: 60,
  leadMinutes: 60,
  dropoffLatestStart: '12:00',
  premiumBefore: '08:00',
  /** How many mobile technicians (places) a route window has at most. */
  mobilePlacesPerWindow: 3,
  /** Length of a mobile arrival window, in minutes. */
  mobileWindowMinutes: 120,
  /** Mobile arrival window starts by weekday, Sunday first: Mon–Fri five windows from 07:00, Saturday mornings. */
  mobileWindowStarts: [
    [],
    ['07:00', '09:00', '11:00', '13:00', '15:00'],
    ['07:00', '09:00', '11:00', '13:00', '15:00'],
    ['07:00', '09:00', '11:00', '13:00', '15:00'],
    ['07:00', '09:00', '11:00', '13:00', '15:00'],
    ['07:00', '09:00', '11:00', '13:00', '15:00'],
    ['08:00', '10:00'],
  ],
} as const;

/** One of AfterPay's four instalments. */
export interface AfterpayInstalment {
  label: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  cents: number;
}

/** 86,400,000 ms per day (SPEC §9). */
const dayMs = 86_400_000;

/**
 * AfterPay's pay-in-4 plan: a quarter of the amount today and every two weeks after; the cents that do not divide
 * evenly are added to the first instalment, so the four always add up to the amount.
 */
export function getAfterpayInstalments(amountCents: number, now: Date): AfterpayInstalment[] {
  const quarter = Math.floor(amountCents / 4);
  const labels = ['Today', 'In 2 weeks', 'In 4 weeks', 'In 6 weeks'];
  return labels.map((label, index) => ({
    label,
    dueDate: new Date(now.getTime() + index * 14 * dayMs).toISOString().slice(0, 10),
    cents: index === 0 ? amountCents - 3 * quarter : quarter,
  }));
}

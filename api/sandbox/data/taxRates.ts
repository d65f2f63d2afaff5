/** How one state taxes an auto glass order: its sales tax rate and whether labour is taxed. */
export interface TaxRate {
  /** The state's rate in thousandths of a percent: 6350 is 6.35 %. Integer, so tax is computed in exact cents. */
  rateInThousandthsOfPercent: number;
  /** Whether labour (laborAmount) is taxed along with the kit. */
  isLaborTaxed: boolean;
}

/**
 * Sales tax of the states the sandbox serves (SPEC §9 state list). Choice: the state's base rate (local surtaxes are
 * left out so a tester can check the arithmetic), and labour taxed where the state taxes motor vehicle repair labour
 * (CT, FL, KY, NY) and untaxed where separately stated labour is exempt (AZ, MA, MN, SC).
 */
export const taxRates: Readonly<Record<string, TaxRate>> = {
  AZ: { rateInThousandthsOfPercent: 5600, isLaborTaxed: false },
  CT: { rateInThousandthsOfPercent: 6350, isLaborTaxed: true },
  FL: { rateInThousandthsOfPercent: 6000, isLaborTaxed: true },
  KY: { rateInThousandthsOfPercent: 6000, isLaborTaxed: true },
  MA: { rateInThousandthsOfPercent: 6250, isLaborTaxed: false },
  MN: { rateInThousandthsOfPercent: 6875, isLaborTaxed: false },
  NY: { rateInThousandthsOfPercent: 4000, isLaborTaxed: true },
  SC: { rateInThousandthsOfPercent: 6000, isLaborTaxed: false },
};

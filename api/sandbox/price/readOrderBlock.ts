import { toCoverageNames } from '../../../engine/domain/coverage';
import { defaultAccounts } from '../account/defaultAccounts';
import { taxRates, type TaxRate } from '../data/taxRates';
import { RequestError } from '../http/RequestError';
import { getTaxState } from './getTaxState';
import type { PricingContext } from './PricingContext';
import type { PricingLine } from './PricingLine';
import type { PromoOrderFacts } from './PromoOrderFacts';
import { readServerData } from './readServerData';
import { toOrderLineGroups, type Order } from './toOrderLineGroups';
import { toPricingBasis } from './toPricingBasis';
import { toPricingLines } from './toPricingLines';
import { toProviderNumber } from './toProviderNumber';
import { toUniquePromoCodes } from './toUniquePromoCodes';

/** What the promo calls read from their order block. */
export interface OrderBlock {
  lines: PricingLine[];
  /** The promos on the order (visible codes, de-duplicated): order.lineItems.promos, else those of its serverData. */
  promos: string[];
  facts: PromoOrderFacts;
  taxRate: TaxRate | null;
  /** The pricing context for the serverData to hand out (its promos to be replaced). */
  context: PricingContext;
}

/** How the call reads the order. */
export interface OrderBlockOptions {
  /** Revalidation's useDefaultCashParentAccount: price as cash with the SPEC §9 cash parent 167132. */
  useDefaultCashParentAccount: boolean;
  isPackagePromoOffered: boolean;
}

/**
 * Reads the order block of the promo calls: its lines (glass parts, supporting items, vaps), its promos, the facts
 * promo eligibility looks at, the state's tax rate (service location state, else zip, else the serverData's state;
 * none known → no tax), and a pricing context. A serverData not made by this service answers 400, and so does text the
 * context would carry that is longer than price.orderItems takes it (checkContextText).
 */
export function readOrderBlock(order: Order, options: OrderBlockOptions): OrderBlock {
  checkContextText(order.eon, 'order.eon', 40);
  checkContextText(order.serviceLocation?.zipCode, 'order.serviceLocation.zipCode', 10);
  checkContextText(order.payment?.parentAccountNumber, 'order.payment.parentAccountNumber', 20);
  checkContextText(order.payment?.billToAccountNumber, 'order.payment.billToAccountNumber', 20);
  checkContextText(order.serviceLocation?.provider?.providerNumber, 'order.serviceLocation.provider.providerNumber', 20);
  const serverData = order.lineItems?.serverData;
  const prior = serverData ? readServerData(serverData, 'order.lineItems.serverData') : null;
  const state = getTaxState({
    state: order.serviceLocation?.state,
    stateField: 'order.serviceLocation.state',
    zip: order.serviceLocation?.zipCode,
    zipField: 'order.serviceLocation.zipCode',
    fallback: prior?.state,
  });
  const isInsurance = !options.useDefaultCashParentAccount && order.payment?.isInsurance === true;
  const parentAccountNumber = options.useDefaultCashParentAccount
    ? defaultAccounts.cashParentAccountNumber
    : (order.payment?.parentAccountNumber ?? prior?.parentAccountNumber ?? null);
  const basis = isInsurance
    ? toPricingBasis({
        // SPEC §4: a status saved as a number (0 Pending, 1 NoComp, 2 Verified) counts by its name.
        coverageStatus: toCoverageNames(order.payment?.insuranceCoverage ?? {}).coverageStatus,
        deductible: order.policy?.currentDeductible,
        parentAccountNumber,
      })
    : { pricingBasis: 'Cash' as const, deductible: null };
  const lines = toPricingLines(toOrderLineGroups(order));
  const orderPromos = order.lineItems?.promos;
  return {
    lines,
    promos: toUniquePromoCodes(orderPromos ?? prior?.promos ?? []),
    facts: { lines, isRepair: order.damage?.isRepair === true, isInsurance, isPackagePromoOffered: options.isPackagePromoOffered },
    taxRate: state ? taxRates[state]! : null,
    context: {
      state,
      zip: order.serviceLocation?.zipCode ?? prior?.zip ?? null,
      parentAccountNumber,
      billToAccountNumber: options.useDefaultCashParentAccount
        ? String(defaultAccounts.billToAccountNumber)
        : (order.payment?.billToAccountNumber ?? prior?.billToAccountNumber ?? null),
      providerNumber: toProviderNumber(order.serviceLocation?.provider?.providerNumber) ?? prior?.providerNumber ?? null,
      eon: order.eon ?? prior?.eon ?? null,
      pricingBasis: basis.pricingBasis,
      deductible: basis.deductible,
      promos: [],
    },
  };
}

/**
 * 400 naming `field` when an order block's text is longer than the price call takes the same value (eon 40, account and
 * provider numbers 20): the pricing context carries it, and the serverData handed out must fit the 4000 characters the
 * price calls take back.
 */
function checkContextText(value: string | null | undefined, field: string, maxLength: number): void {
  if (value !== null && value !== undefined && value.length > maxLength) {
    throw new RequestError(400, field, `${field} must be at most ${maxLength} characters, as the price call takes it.`);
  }
}

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { taxRates } from '../data/taxRates';
import { createOperationRegistrar } from '../http/createOperationRegistrar';
import { RequestError } from '../http/RequestError';
import { checkPromo } from '../price/checkPromo';
import { createServerData } from '../price/createServerData';
import { getLineSalesTax } from '../price/getLineSalesTax';
import { getPromo } from '../price/getPromo';
import { getPromoOrderError } from '../price/getPromoOrderError';
import { getPromoUsageCount } from '../price/getPromoUsageCount';
import { getTaxState } from '../price/getTaxState';
import { isPackagePromoOffered } from '../price/isPackagePromoOffered';
import { priceOrderLines } from '../price/priceOrderLines';
import type { PricingLine } from '../price/PricingLine';
import { droppedPromoErrorCodes, type PromoErrorCode } from '../price/PromoErrorCode';
import type { PromoOrderFacts } from '../price/PromoOrderFacts';
import { readOrderBlock } from '../price/readOrderBlock';
import { readServerData } from '../price/readServerData';
import { toApplicablePromos } from '../price/toApplicablePromos';
import { toDollars } from '../price/toDollars';
import { toLineCents } from '../price/toLineCents';
import { toPaymentSplit } from '../price/toPaymentSplit';
import { toPricingBasis } from '../price/toPricingBasis';
import { toPricingLines } from '../price/toPricingLines';
import { toProviderNumber } from '../price/toProviderNumber';
import { toUniquePromoCodes } from '../price/toUniquePromoCodes';
import { toVisiblePromoCode } from '../price/toVisiblePromoCode';
import type { SandboxPluginOptions } from '../SandboxContext';

/** A promo that failed, as the promo answers list it (SPEC §3 "errors[] (each with promoCode)"). */
interface PromoError {
  promoCode: string;
  errorCode: PromoErrorCode;
  additionalInfo: string | null;
}

/**
 * The price calls of SPEC §7 (api/contract/paths/price.yaml): price order items, validate a promo, revalidate promos and
 * tax order items. Promo failures answer 200 with the SPEC §8 error code (SPEC §7 "the error is returned as the result");
 * malformed requests, unknown states and foreign serverData answer 400 naming the field.
 */
export const priceRoutes: FastifyPluginAsync<SandboxPluginOptions> = async (app: FastifyInstance, { context }) => {
  const register = createOperationRegistrar(app, context.contract);
  const getUsageCount = (eon: string | null) => (code: string) => getPromoUsageCount(context.db, code, eon);

  register('price.orderItems', async ({ body, request }) => {
    const prior = body.serverData ? readServerData(body.serverData, 'serverData') : null;
    const state = getTaxState({ state: body.state, stateField: 'state', zip: body.zip, zipField: 'zip' })!;
    const taxRate = taxRates[state]!;
    const basis = toPricingBasis({ coverageStatus: body.coverageStatus, deductible: body.deductible, parentAccountNumber: body.parentAccountNumber });
    const lines = toPricingLines([{ items: body.lineItems, field: 'lineItems' }]);
    const promos = prior?.promos ?? [];
    const facts: PromoOrderFacts = {
      lines,
      isRepair: !body.isReplacement,
      isInsurance: basis.pricingBasis === 'Insurance',
      isPackagePromoOffered: isPackagePromoOffered(request.headers['x-experiment-settings']),
    };
    const priced = priceOrderLines(lines, toApplicablePromos(promos, facts), taxRate);
    const cashSubTotal = facts.isInsurance
      ? priceOrderLines(lines, toApplicablePromos(promos, { ...facts, isInsurance: false }), taxRate).totals.subTotal
      : priced.totals.subTotal;
    const split = toPaymentSplit(priced.totals, basis);
    const providerNumber = toProviderNumber(body.providerNumber);
    const serverData = createServerData({
      state,
      zip: body.zip,
      parentAccountNumber: body.parentAccountNumber ?? null,
      billToAccountNumber: body.billToAccountNumber ?? null,
      providerNumber,
      eon: body.eon ?? prior?.eon ?? null,
      pricingBasis: basis.pricingBasis,
      deductible: basis.deductible,
      promos,
    });
    return {
      serverData,
      lineItems: [...priced.lineItems, ...priced.discountLines],
      pricingBasis: basis.pricingBasis,
      pricingReason: basis.pricingReason,
      deductible: basis.deductible,
      state,
      providerNumber,
      subTotal: toDollars(priced.totals.subTotal),
      salesTax: toDollars(priced.totals.salesTax),
      total: toDollars(priced.totals.subTotal + priced.totals.salesTax),
      cashPriceSubTotal: toDollars(cashSubTotal),
      customerPays: toDollars(split.customerPays),
      insurancePays: toDollars(split.insurancePays),
    };
  });

  register('price.orderPromo', async ({ body, request }) => {
    const code = toVisiblePromoCode(body.promoCode);
    if (code === '') {
      throw new RequestError(400, 'promoCode', 'promoCode has no code before the slash: the part before a slash is the promo code (SPEC §5).');
    }
    const order = readOrderBlock(body.order, {
      useDefaultCashParentAccount: false,
      isPackagePromoOffered: isPackagePromoOffered(request.headers['x-experiment-settings']),
    });
    const addableVaps = toPricingLines([{ items: body.addableVaps ?? [], field: 'addableVaps' }], 'addable');
    // A promo whose items the order lacks may take the first suitable vap the page offers (e.g. free wipers).
    const promo = getPromo(code);
    let addedVap: PricingLine | null = null;
    if (promo && getPromoOrderError(promo, order.facts)?.errorCode === 'NoSuitableItemForPromo') {
      const vap = addableVaps.find((line) => promo.discounts.includes(line.category) && line.kitCents + line.laborCents > 0);
      const facts = vap ? { ...order.facts, lines: [...order.lines, vap] } : order.facts;
      if (vap && !getPromoOrderError(promo, facts)) addedVap = vap;
    }
    const lines = addedVap ? [...order.lines, addedVap] : order.lines;
    const facts = { ...order.facts, lines };
    const check = await checkPromo({
      code,
      facts,
      otherPromos: order.promos,
      now: context.now(),
      getUsageCount: getUsageCount(order.context.eon),
    });
    const isApplied = check.errorCode === null;
    const orderPromos = isApplied && !order.promos.includes(code) ? [...order.promos, code] : order.promos;
    const pricedLines = isApplied ? lines : order.lines;
    const priced = priceOrderLines(pricedLines, toApplicablePromos(orderPromos, { ...facts, lines: pricedLines }), order.taxRate);
    const addedVaps = isApplied && addedVap ? priced.lineItems.filter((line) => line.id === addedVap.id) : [];
    return {
      serverData: createServerData({ ...order.context, promos: orderPromos }),
      errorCode: check.errorCode,
      promoCode: code,
      additionalInfo: check.additionalInfo,
      orderPromos,
      promoLineItems: priced.discountLines,
      addedVaps,
      errors: check.errorCode ? [{ promoCode: code, errorCode: check.errorCode, additionalInfo: check.additionalInfo }] : [],
    };
  });

  register('price.revalidatedOrderPromos', async ({ body, request }) => {
    const order = readOrderBlock(body.order, {
      useDefaultCashParentAccount: body.useDefaultCashParentAccount === true,
      isPackagePromoOffered: isPackagePromoOffered(request.headers['x-experiment-settings']),
    });
    // SPEC §5: inactive codes normalised and de-duplicated; one already on the order is checked as active.
    const inactive = toUniquePromoCodes(body.inactivePromos).filter((code) => !order.promos.includes(code));
    const orderPromos: string[] = [];
    const inactivePromos: string[] = [];
    const errors: PromoError[] = [];
    for (const code of [...order.promos, ...inactive]) {
      const check = await checkPromo({
        code,
        facts: order.facts,
        otherPromos: orderPromos,
        now: context.now(),
        getUsageCount: getUsageCount(order.context.eon),
      });
      if (check.errorCode === null) {
        orderPromos.push(code);
        continue;
      }
      errors.push({ promoCode: code, errorCode: check.errorCode, additionalInfo: check.additionalInfo });
      // SPEC §8: Unknown, NotYetInUse, UsageCountExceeded, Expired and DoesNotExist are not kept as inactive.
      if (!droppedPromoErrorCodes.has(check.errorCode)) inactivePromos.push(code);
    }
    const priced = priceOrderLines(order.lines, toApplicablePromos(orderPromos, order.facts), order.taxRate);
    return {
      lineItemsServerData: createServerData({ ...order.context, promos: orderPromos }),
      promoLineItems: priced.discountLines,
      errors,
      orderPromos,
      inactivePromos,
    };
  });

  register('price.taxedOrderItems', async ({ query }) => {
    const prior = readServerData(query.ServerData, 'ServerData');
    const state = getTaxState({ state: query.state, stateField: 'state', zip: query.zipCode, zipField: 'zipCode', fallback: prior.state });
    if (!state) {
      throw new RequestError(400, 'state', 'No state to tax in: send state (or zipCode) for mobile service, or the ServerData of a price call, which knows the state.');
    }
    const taxRate = taxRates[state]!;
    let salesTax = 0;
    const taxedLineItems = query.lineItems.map((item, index) => {
      const field = `lineItems[${index}]`;
      const kitCents = toLineCents(item.kitPrice, `${field}.kitPrice`);
      const laborCents = toLineCents(item.laborAmount ?? 0, `${field}.laborAmount`);
      const sellingCents = item.sellingPrice === undefined ? kitCents + laborCents : toLineCents(item.sellingPrice, `${field}.sellingPrice`);
      const taxCents = getLineSalesTax({ partNumber: item.partNumber, kitCents, laborCents, sellingCents }, taxRate);
      salesTax += taxCents;
      return {
        partNumber: item.partNumber,
        kitPrice: toDollars(kitCents),
        laborAmount: toDollars(laborCents),
        sellingPrice: toDollars(sellingCents),
        promoCode: item.promoCode ? item.promoCode : null,
        salesTax: toDollars(taxCents),
      };
    });
    return {
      serverData: createServerData({ ...prior, state }),
      taxedLineItems,
      state,
      taxRate: taxRate.rateInThousandthsOfPercent / 1000,
      isLaborTaxed: taxRate.isLaborTaxed,
      salesTax: toDollars(salesTax),
    };
  });
};

import type { OperationId, OperationParams, OperationResponse } from '../../api/contract/OperationTypes';
import { getQuoteGlassParts } from '../../engine/domain/getQuoteGlassParts';
import { paramConverters } from '../../engine/domain/paramConverters';
import type { FunnelState, LineItem } from '../../engine/domain/state';
import { toApiOrder } from '../../engine/domain/toApiOrder';
import { toInactivePromos } from '../../engine/domain/toInactivePromos';
import { toPriceLineItems } from '../../engine/domain/toPriceLineItems';
import { toPricedLineGroups } from '../../engine/domain/toPricedLineGroups';
import { toPromoMessage, type PromoMessage } from '../../engine/domain/toPromoMessage';
import { toVisiblePromoCode } from '../../engine/domain/toVisiblePromoCode';
import { toVisiblePromoCodes } from '../../engine/domain/toVisiblePromoCodes';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';

/** The price of the order as the quote shows it (user.pageData.quote.pricing). */
export interface QuotePricing {
  /** The promo discount lines the price call added (partType PROMO DISCOUNT, negative amounts). */
  discountLines: LineItem[];
  subTotal: number;
  salesTax: number;
  total: number;
  /** The state whose sales tax applies, its rate in percent and whether labour is taxed there. */
  taxState: string;
  taxRate: number;
  isLaborTaxed: boolean;
}

/** What the quote keeps under user.pageData.quote: the extras offered (loaded by quote.yaml) and the price. */
export interface QuotePageData {
  wipers?: LineItem[] | null;
  rainRepel?: LineItem | null;
  servicePackageDiscount?: LineItem | null;
  /** The glass parts were read from the question stages (see getQuoteGlassParts). */
  glassPartsFromStages?: boolean;
  pricing?: QuotePricing | null;
}

/** What the quote page does, framework-free so the headless journeys run exactly what the renderer runs. */
export interface QuoteSummaryActions {
  /** On entry: settles the glass parts, loads the supporting items and recalibration parts, re-checks the promos and prices the order. */
  load(): Promise<void>;
  /** Adds an extra (a wiper, rain repel, the service package discount) to the order's vaps, or removes it, and prices again. */
  setExtra(item: LineItem, added: boolean): Promise<void>;
  /** Validates a promo code against the order (SPEC §7 validate promo) and says what happened (SPEC §8). */
  applyPromo(code: string): Promise<PromoMessage>;
}

/** SPEC §9 defaults: the cash parent account and bill-to account. */
const cashParentAccountNumber = '167132';
const cashBillToAccountNumber = '87291';

/** The quote's page data in a state. */
export function getQuotePageData(state: FunnelState, pageId = 'quote'): QuotePageData {
  return (state.user.pageData[pageId] ?? {}) as QuotePageData;
}

/** The extras the quote offers, in the order they are shown: wipers, rain repel, then the service package discount. */
export function getOfferedExtras(state: FunnelState, pageId = 'quote'): LineItem[] {
  const data = getQuotePageData(state, pageId);
  const wipers = Array.isArray(data.wipers) ? data.wipers : [];
  return [...wipers, data.rainRepel, data.servicePackageDiscount].filter(
    (item): item is LineItem => !!item && typeof item === 'object' && typeof item.partNumber === 'string',
  );
}

/**
 * The quote's calls, in the order SPEC §7 gives them: parts.supportingItems and parts.recalParts for the glass,
 * price.revalidatedOrderPromos when the order changed and promos are held, price.orderItems then
 * price.taxedOrderItems (tax by state). Priced lines are kept in order.lineItems (glass parts, supporting items, vaps),
 * with serverData, the promos on the order and the cash subtotal, so later pages have them. Tasks run one after the
 * other: a second click waits for the first price.
 */
export function createQuoteSummaryActions(runtime: FunnelRuntime, pageId = 'quote'): QuoteSummaryActions {
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };
  const call = async <O extends OperationId>(operation: O, params: OperationParams<O>): Promise<OperationResponse<O>> =>
    (await runtime.call(operation, params as Record<string, unknown>, pageId)) as OperationResponse<O>;
  const setPageData = (recipe: (data: QuotePageData) => void) =>
    runtime.update((draft) => {
      const data = (draft.user.pageData[pageId] ??= {}) as QuotePageData;
      recipe(data);
    });
  const isCash = (state: FunnelState) => state.order.payment.isInsurance !== true;

  /**
   * A replacement reached without service-zip's parts call (an external link with the zip, auto-route, a deep link):
   * the glass parts are asked for here (SPEC §7 parts or questions), kept where service-zip keeps them.
   */
  const loadStagesIfMissing = async () => {
    const state = runtime.getState();
    const { order } = state;
    if (order.damage.isRepair !== false || state.user.pageData.stages !== undefined) return;
    if (order.vehicle.carId === null || !order.serviceLocation.zipCode || (order.damage.glassToReplace ?? []).length === 0) return;
    const answer = await call('parts.partsOrQuestions', {
      carId: order.vehicle.carId,
      glassPieces: paramConverters.glassPieces(order.damage.glassToReplace) as OperationParams<'parts.partsOrQuestions'>['glassPieces'],
      zip: order.serviceLocation.zipCode,
      vin: order.vehicle.vin,
      serviceType: 'Replace',
      referralSeqNumber: order.referralSequenceNumber,
    });
    runtime.update((draft) => {
      draft.user.pageData.stages = answer.partsOrQuestions as unknown as Record<string, unknown>;
    });
  };

  /** SPEC §3 supporting items of the glass (or of the repair), then the recalibration each part needs. */
  const loadSupportingItems = async () => {
    const { order } = runtime.getState();
    const carId = order.vehicle.carId;
    if (carId === null) return;
    const isRepair = order.damage.isRepair === true;
    const glassParts = order.lineItems.glassParts;
    if (!isRepair && glassParts.length === 0) return;
    const answer = await call('parts.supportingItems', {
      carId,
      damageType: isRepair ? 'Repair' : 'Replace',
      parentAccountNumber: cashParentAccountNumber,
      parts: isRepair ? [] : (glassParts as OperationParams<'parts.supportingItems'>['parts']),
      numberOfRepairChips: isRepair ? order.damage.numberOfChips : null,
    });
    const recalibrations: LineItem[] = [];
    for (const part of glassParts.filter((glass) => glass.requiresRecalibration)) {
      const items = await call('parts.recalParts', {
        carId,
        partNumber: part.partNumber,
        recalType: toRecalType(part.recalibrationType),
        parent: cashParentAccountNumber,
        zip: order.serviceLocation.zipCode ?? '',
        appName: runtime.model.funnel.applicationName,
        referralSeq: order.referralSequenceNumber ?? '0',
      });
      recalibrations.push(...(items as LineItem[]));
    }
    runtime.update((draft) => {
      draft.order.lineItems.supportingItems = [...(answer.supportingItems as LineItem[]), ...recalibrations];
    });
  };

  /** SPEC §7 revalidate promos: the order's promos and the inactive ones, checked against the order as it is now. */
  const revalidatePromos = async () => {
    const state = runtime.getState();
    const { order } = state;
    if (order.lineItems.promos.length === 0 && order.payment.inactivePromos.length === 0) return;
    const answer = await call('price.revalidatedOrderPromos', {
      inactivePromos: toVisiblePromoCodes(order.payment.inactivePromos),
      order: toOrderBlock(order) as OperationParams<'price.revalidatedOrderPromos'>['order'],
      useDefaultCashParentAccount: isCash(state),
    });
    runtime.update((draft) => {
      draft.order.lineItems.serverData = answer.lineItemsServerData;
      draft.order.lineItems.promos = toVisiblePromoCodes(answer.orderPromos);
      // SPEC §8: which failed promos are kept as inactive; SPEC §5: normalised and de-duplicated.
      draft.order.payment.inactivePromos = toInactivePromos([], answer.errors, answer.orderPromos);
    });
  };

  /** SPEC §7 price order items, then tax order items (tax by state); the priced lines go back to the order. */
  const price = async () => {
    const state = runtime.getState();
    const { order } = state;
    const lines = toPriceLineItems(order.lineItems);
    if (lines.length === 0 || !order.serviceLocation.zipCode) {
      setPageData((data) => {
        data.pricing = null;
      });
      return;
    }
    const cash = isCash(state);
    const apiOrder = toOrderBlock(order);
    const priced = await call('price.orderItems', {
      parentAccountNumber: cash ? cashParentAccountNumber : order.payment.parentAccountNumber,
      billToAccountNumber: cash ? cashBillToAccountNumber : order.payment.billToAccountNumber,
      providerNumber: order.serviceLocation.provider.providerNumber,
      vehicle: apiOrder.vehicle as OperationParams<'price.orderItems'>['vehicle'],
      eon: order.eon,
      state: order.serviceLocation.state,
      referralNumber: order.referralNumber,
      referralSequenceNumber: order.referralSequenceNumber,
      referralDate: order.referralDate,
      referralCorrelationId: order.referralCorrelationId,
      zip: order.serviceLocation.zipCode,
      isReplacement: order.damage.isRepair !== true,
      deductible: order.policy.currentDeductible,
      coverageStatus: order.payment.insuranceCoverage.coverageStatus,
      lineItems: lines as OperationParams<'price.orderItems'>['lineItems'],
      serverData: order.lineItems.serverData,
    });
    const pricedLines = priced.lineItems as LineItem[];
    const taxed = await call('price.taxedOrderItems', {
      lineItems: pricedLines.map(toTaxLine),
      ServerData: priced.serverData,
    });
    const withTax = pricedLines.map((line, index) => ({ ...line, salesTax: taxed.taxedLineItems[index]?.salesTax ?? line.salesTax }));
    const groups = toPricedLineGroups(order.lineItems, withTax);
    // Lines changed while the price was worked out (an extra ticked meanwhile): that change is priced next.
    if (toLinesKey(runtime.getState()) !== toLinesKey(state)) return;
    runtime.update((draft) => {
      draft.order.lineItems.glassParts = groups.glassParts;
      draft.order.lineItems.supportingItems = groups.supportingItems;
      draft.order.lineItems.vaps = groups.vaps;
      draft.order.lineItems.serverData = taxed.serverData;
      draft.order.cashPriceSubTotal = priced.cashPriceSubTotal;
    });
    setPageData((data) => {
      data.pricing = {
        discountLines: groups.discountLines,
        subTotal: priced.subTotal,
        salesTax: taxed.salesTax,
        total: Math.round((priced.subTotal + taxed.salesTax) * 100) / 100,
        taxState: taxed.state,
        taxRate: taxed.taxRate,
        isLaborTaxed: taxed.isLaborTaxed,
      };
    });
  };

  /** The order changed: promos held are checked again (SPEC §7), then it is priced. */
  const reprice = async () => {
    await revalidatePromos();
    await price();
  };

  return {
    load: () =>
      enqueue(async () => {
        await loadStagesIfMissing();
        const { glassParts, fromStages } = getQuoteGlassParts(runtime.getState());
        runtime.update((draft) => {
          draft.order.lineItems.glassParts = glassParts;
        });
        setPageData((data) => {
          data.glassPartsFromStages = fromStages;
        });
        await loadSupportingItems();
        await reprice();
      }),

    setExtra: (item, added) => {
      // The choice shows at once; the price follows (queued behind any price still being worked out).
      const offered = getOfferedExtras(runtime.getState(), pageId).map((extra) => extra.partNumber);
      const rank = (vap: LineItem) => (offered.includes(vap.partNumber) ? offered.indexOf(vap.partNumber) : offered.length);
      runtime.update((draft) => {
        const others = draft.order.lineItems.vaps.filter((vap) => vap.partNumber !== item.partNumber);
        draft.order.lineItems.vaps = (added ? [...others, item] : others).sort((a, b) => rank(a) - rank(b));
      });
      return enqueue(reprice);
    },

    applyPromo: (typed) =>
      enqueue(async () => {
        const code = typed.trim();
        // Nothing before the slash (SPEC §5): no code to validate.
        if (toVisiblePromoCode(code) === '') return toPromoMessage({ promoCode: code, errorCode: 'PromoDoesNotExist', additionalInfo: null });
        const state = runtime.getState();
        const { order } = state;
        const onOrder = new Set(order.lineItems.vaps.map((vap) => vap.partNumber));
        const addableVaps = getOfferedExtras(state, pageId).filter((extra) => !onOrder.has(extra.partNumber) && extra.sellingPrice > 0);
        const answer = await call('price.orderPromo', {
          promoCode: code,
          addableVaps: addableVaps as OperationParams<'price.orderPromo'>['addableVaps'],
          order: toOrderBlock(order) as OperationParams<'price.orderPromo'>['order'],
        });
        if (answer.errorCode === null) {
          runtime.update((draft) => {
            draft.order.lineItems.promos = toVisiblePromoCodes(answer.orderPromos);
            draft.order.lineItems.serverData = answer.serverData;
            const added = (answer.addedVaps as LineItem[]).filter((vap) => !draft.order.lineItems.vaps.some((held) => held.partNumber === vap.partNumber));
            draft.order.lineItems.vaps.push(...added);
            draft.order.payment.inactivePromos = toInactivePromos(draft.order.payment.inactivePromos, [], answer.orderPromos);
          });
          await price();
        } else {
          runtime.update((draft) => {
            draft.order.payment.inactivePromos = toInactivePromos(draft.order.payment.inactivePromos, answer.errors, draft.order.lineItems.promos);
          });
        }
        return toPromoMessage({ promoCode: answer.promoCode || code, errorCode: answer.errorCode, additionalInfo: answer.additionalInfo });
      }),
  };
}

/** The order as the price calls take it (SPEC §7 "order block"); a glass list left empty (null) is sent as none. */
function toOrderBlock(order: FunnelState['order']) {
  return toApiOrder({ ...order, damage: { ...order.damage, glassToReplace: order.damage.glassToReplace ?? [] } });
}

/** Which lines an order has, by group and part number: a price is only kept for the lines it priced. */
function toLinesKey(state: FunnelState): string {
  const { glassParts, supportingItems, vaps } = state.order.lineItems;
  return JSON.stringify([glassParts, supportingItems, vaps].map((group) => group.map((line) => line.partNumber)));
}

/** The recalibration type the recal-parts call takes; a part that names none is recalibrated statically (Choice). */
function toRecalType(type: string | null): 'Static' | 'Dynamic' | 'Dual' {
  return type === 'Dynamic' || type === 'Dual' ? type : 'Static';
}

/** A priced line as the tax call takes it (SPEC §7: partNumber, laborAmount, kitPrice, sellingPrice, promoCode). */
function toTaxLine(line: LineItem) {
  return {
    partNumber: line.partNumber,
    kitPrice: line.kitPrice,
    laborAmount: line.laborAmount,
    sellingPrice: line.sellingPrice,
    ...(line.promoCode ? { promoCode: line.promoCode } : {}),
  };
}

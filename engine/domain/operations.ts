/**
 * The calls of SPEC §7, named. YAML API bindings refer to these names (`call: vehicle.years`); the linter rejects any
 * other name and api/client must implement every one (its endpoint table is typed `Record<OperationName, …>`).
 *
 * `path` is the SPEC §7 path; `{name}` segments are filled from the call's params of the same name, the remaining
 * params go to the query string (GET) or the JSON body (POST).
 */
export const operations = {
  'content.page': { method: 'GET', path: '/content/api/v1/content/{appAbbreviation}/{pageName}' },
  'vehicle.years': { method: 'GET', path: '/vehicle/api/v1/vehicle/years' },
  'vehicle.makes': { method: 'GET', path: '/vehicle/api/v1/vehicle/Makes/{year}' },
  'vehicle.models': { method: 'GET', path: '/vehicle/api/v1/vehicle/Models/{year}/{make}' },
  'vehicle.styles': { method: 'GET', path: '/vehicle/api/v1/vehicle/Styles/{year}/{make}/{model}' },
  'vehicle.lookup': { method: 'GET', path: '/vehicle/api/v1/vehicle/lookup/{year}/{make}/{model}/{style}' },
  'vehicle.lookupByVin': { method: 'POST', path: '/vehicle/api/v1/vehicle/lookup' },
  'vehicle.lookupByPlate': { method: 'POST', path: '/vehicle/api/v1/vehicle/lookup-vin-by-plate' },
  'vehicle.lookupByAddress': { method: 'POST', path: '/vehicle/api/v1/vehicle/lookup-vin-by-address' },
  'vehicle.lookupByImage': { method: 'POST', path: '/vehicle/api/v1/vehicle/vins-by-image' },
  'vehicle.isVinByAddressPermissible': { method: 'GET', path: '/vehicle/api/v1/vehicle/is-vin-by-address-permissible' },
  'parts.damageOptions': { method: 'GET', path: '/parts/api/v1/parts/damage-options/{carId}' },
  'parts.partsOrQuestions': { method: 'POST', path: '/parts/api/v1/parts/parts-or-questions' },
  'parts.parts': { method: 'POST', path: '/parts/api/v1/parts/parts' },
  'parts.wipers': { method: 'GET', path: '/parts/api/v1/parts/wipers/{carId}/{zip}' },
  'parts.rainRepel': { method: 'GET', path: '/parts/api/v1/parts/rain-repel' },
  'parts.mobileFee': { method: 'GET', path: '/parts/api/v1/parts/mobile-fee' },
  'parts.pricingByDayPartNumber': { method: 'GET', path: '/parts/api/v1/parts/pricing-by-day-part-number' },
  'parts.servicePackageDiscount': { method: 'POST', path: '/parts/api/v1/parts/service-package-discount' },
  'parts.supportingItems': { method: 'POST', path: '/parts/api/v1/parts/supporting-items' },
  'parts.recalParts': {
    method: 'GET',
    path: '/parts/api/v1/parts/recal-parts/{carId}/{partNumber}/{recalType}/{parent}/{zip}/{appName}/{referralSeq}',
  },
  'parts.capabilityQuestions': { method: 'GET', path: '/parts/api/v1/parts/capability-questions/{carId}/{partNumber}' },
  'parts.partFromCapabilityAnswer': { method: 'POST', path: '/parts/api/v1/parts/part-from-capability-answer' },
  'parts.mobilePremiumFee': { method: 'GET', path: '/parts/api/v1/parts/mobile-premium-fee/{paymentKind}/{damageKind}' },
  'location.serviceability': { method: 'GET', path: '/location/api/v1/location/serviceability-details' },
  'location.alertReasons': { method: 'GET', path: '/location/api/v1/location/alert-reasons/{ctu}' },
  'location.providers': { method: 'GET', path: '/location/api/v1/location/providers/{zip}/{damageKind}/{resultCount}/{parent}/true/{carId}/{isBigTruck}' },
  'location.zip': { method: 'GET', path: '/location/api/v1/location/zip/{zip}/{damageKind}' },
  'location.closestShops': { method: 'GET', path: '/location/api/v1/location/closest-applicable-shops/{zip}/{carId}' },
  'schedule.shopTimeSlots': { method: 'POST', path: '/schedule/api/v1/schedule/shop-time-slots' },
  'schedule.mobileTimeSlots': { method: 'POST', path: '/schedule/api/v1/schedule/mobile-time-slots' },
  'order.saveSession': { method: 'POST', path: '/order/api/v1/order/save-session/fmg' },
  'order.loadSession': { method: 'POST', path: '/order/api/v1/order/load-session' },
  'order.saveProgress': { method: 'POST', path: '/order/api/v1/order/save-progress' },
  'order.sign': { method: 'POST', path: '/order/api/v1/order/sign' },
  'order.addDonationPart': { method: 'POST', path: '/order/api/v1/order/add-donation-part' },
  'price.orderItems': { method: 'POST', path: '/price/api/v1/price/order-items' },
  'price.orderPromo': { method: 'POST', path: '/price/api/v1/price/order-promo' },
  'price.revalidatedOrderPromos': { method: 'POST', path: '/price/api/v1/price/revalidated-order-promos' },
  'price.taxedOrderItems': { method: 'GET', path: '/price/api/v1/price/taxed-order-items' },
  'experiments.logExposure': { method: 'POST', path: '/experiments/api/v1/experiments/log-exposure' },
  'experiments.run': { method: 'POST', path: '/experiments/api/v1/experiments/run' },
  'analytics.logPageView': { method: 'POST', path: '/analytics/api/v1/analytics/log-page-view' },
  'analytics.logCustomEvent': { method: 'POST', path: '/analytics/api/v1/analytics/log-custom-event' },
  'analytics.initialize': { method: 'POST', path: '/analytics/api/v1/analytics/initialize' },
  'analytics.logPartQuestions': { method: 'POST', path: '/analytics/api/v1/analytics/log-part-questions' },
  'analytics.digitalConsumerLog': { method: 'POST', path: '/analytics/api/v1/analytics/digitalconsumer-log' },
  'analytics.getExperiments': { method: 'GET', path: '/analytics/api/v1/analytics/get-experiments/{userId}' },
  'account.insuranceCompanies': { method: 'GET', path: '/account/api/v1/account/insurance-companies' },
  'account.billToAccountNumber': { method: 'GET', path: '/account/api/v1/account/bill-to-account-number' },
  'logging.log': { method: 'POST', path: '/analytics/api/v1/logging/{level}' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string }>;

/** A call name of SPEC §7, as written in YAML API bindings. */
export type OperationName = keyof typeof operations;

/** Every call name, for the linter's "did you mean". */
export const operationNames = Object.keys(operations) as OperationName[];

/** Whether a YAML string names a known call. */
export function isOperationName(name: string): name is OperationName {
  return Object.prototype.hasOwnProperty.call(operations, name);
}

/**
 * The funnel's state (SPEC §3) as typed data. Every key exists in the initial state (null where unknown), so state
 * paths written in YAML can be checked against it before runtime (see `isKnownStatePath`).
 */

import type { SubmittedSnapshot } from './toSubmittedSnapshot';

/** SPEC §3 enumerations. */
export const appointmentTypes = ['Inshop', 'Mobile', 'Dropoff', 'InshopOrDropoff'] as const;
export type AppointmentType = (typeof appointmentTypes)[number];
export const paymentChoices = ['none', 'Later', 'CreditCard', 'Paypal', 'Afterpay', 'PayNow', 'Insurance', 'ApplePay'] as const;
export type PaymentChoice = (typeof paymentChoices)[number];
export const glassLocations = ['Windshield', 'Driver', 'Passenger', 'Rear'] as const;
export type GlassLocation = (typeof glassLocations)[number];
export const glassNames = ['Front', 'Back', 'Quarter', 'Vent', 'Single', 'Stationary', 'Slider'] as const;
export type GlassName = (typeof glassNames)[number];
/**
 * SPEC §3 part types, as the contract closes them (api/contract PartType; a test keeps the two lists equal): the SPEC's
 * own, the glass and molding parts the parts service answers, and the price service's promo discount lines.
 */
export const partTypes = [
  'FRONT WIPER',
  'REAR WIPER',
  'RAIN REPEL',
  'ADAS RECALIBRATION',
  'RECALIBRATION',
  'REPLACE FEE',
  'RECYCLE FEE',
  'MOBILE FEE',
  'REPAIR FEE',
  'EARLY BIRD',
  'SERVICE PACKAGE DISCOUNT',
  'DONATION',
  'supplies-repair',
  'disposal fee',
  'WINDSHIELD',
  'BACK GLASS',
  'SIDE GLASS',
  'MOLDING',
  'PROMO DISCOUNT',
] as const;
export type PartType = (typeof partTypes)[number];
export const vehicleCategories = ['CAR', 'TRUCK', 'VAN', 'COMMERCIAL VAN', 'SUV', 'MOTOR HOME', 'SEMI'] as const;
export type VehicleCategory = (typeof vehicleCategories)[number];

export interface GlassPiece {
  glassLocation: GlassLocation;
  glassName: GlassName;
}

/** A question answered on a question page (SPEC §3 damage answers). */
export interface QuestionAnswer {
  questionId: string;
  answerId: string;
  /** The answer's outcome; cascades compare part answers by this (SPEC §4). */
  result: string | null;
}

/** SPEC §3 line item. */
export interface LineItem {
  id: string;
  partNumber: string;
  partType: PartType;
  description: string;
  promoCode: string | null;
  childParts: LineItem[];
  discountedLineItemIds: string[];
  kitPrice: number;
  laborAmount: number;
  sellingPrice: number;
  salesTax: number;
  isInsurable: boolean;
  isChildPart: boolean;
  requiresRecalibration: boolean;
  recalibrationType: string | null;
  /** SPEC §5/§9: a supporting item's tag, the cash default parent account (funnel.yaml constants). */
  parentAccountNumber?: string | null;
  /** SPEC §5/§9: a supporting item's tag, the default bill-to account (funnel.yaml constants). */
  billToAccountNumber?: string | null;
}

export interface Vehicle {
  year: number | null;
  make: string | null;
  model: string | null;
  style: string | null;
  vehicleSubType: string | null;
  vehicleSpecialClass: string | null;
  isBigTruck: boolean | null;
  carId: number | null;
  category: VehicleCategory | null;
  vin: string | null;
  /** can{product}Service flags, keyed by product. */
  canService: Record<string, boolean>;
  imageUrl: string | null;
  imageVifNumber: string | null;
  imageColor: string | null;
  registration: Registration;
}

/**
 * The vehicle registration as the lookups found it (SPEC §3 registration.licensePlate; §7 lookups by plate and by
 * address). The names and the address the contract's Registration carries are added on save (toSavedOrder).
 */
export interface Registration {
  licensePlate: string | null;
  /** The state the vehicle is registered in (the plate's, or the home address's). */
  licenseState: string | null;
  /** The last name the vehicle was found registered to (address lookup). */
  licenseLastName: string | null;
  licenseStreetAddress: string | null;
  licenseZip: string | null;
}

export interface Damage {
  isRepair: boolean | null;
  numberOfChips: number | null;
  glassToReplace: GlassPiece[];
  partQuestionAnswers: QuestionAnswer[];
  moldingQuestionAnswers: QuestionAnswer[];
  capabilityQuestionAnswers: QuestionAnswer[];
  dateOfLoss: string | null;
  damageCause: string | null;
}

export interface ProviderAddress {
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  zipCodeCtu: string | null;
}

export interface ServiceLocation {
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  zipCodeCtu: string | null;
  appointmentType: AppointmentType | null;
  isVehicleProtected: boolean | null;
  techNotes: string | null;
  mobile: { address: string | null; address2: string | null; city: string | null; state: string | null; zipCode: string | null };
  provider: { providerNumber: string | null; address: ProviderAddress };
}

export interface Schedule {
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  routeCode: string | null;
  jobMaxMinutes: number | null;
  jobMinMinutes: number | null;
}

export interface Customer {
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  isSmsOptIn: boolean | null;
  waitListRequested: boolean | null;
}

export interface InsuranceCoverage {
  isVerified: boolean | null;
  coverageStatus: 'Pending' | 'NoComp' | 'Verified' | null;
  coverageSubStatus: string | null;
  coverageType: 'None' | 'Deductible' | 'Itac' | 'NoComp' | null;
  coverageVerificationType: string | null;
}

export interface CreditCardToken {
  subscriptionId: string | null;
  expMonth: string | null;
  expYear: string | null;
  cardType: string | null;
  billToPostalCode: string | null;
  billToFirstName: string | null;
  billToLastName: string | null;
  referenceNumber: string | null;
  authCode: string | null;
  transactionId: string | null;
  transReferenceNumber: string | null;
  lastFour: string | null;
}

export interface Payment {
  isInsurance: boolean | null;
  insuranceCoverage: InsuranceCoverage;
  parentAccountNumber: string | null;
  billToAccountNumber: string | null;
  /** SPEC §4 payment method choice. */
  paymentChoice: PaymentChoice;
  /** Pay in advance: false for Later, true for a card, PayPal, AfterPay or Apple Pay (SPEC §4). */
  isPia: boolean | null;
  piaType: PaymentChoice | null;
  inactivePromos: string[];
  paypalToken: string | null;
  nextGenSettledAmount: number | null;
  ccToken: CreditCardToken;
}

export interface Policy {
  currentDeductible: number | null;
  originalDeductible: number | null;
  policyNumber: string | null;
  isItac: boolean | null;
  additionalAuthFlag: boolean | null;
  isNoComp: boolean | null;
  insuranceCompanyName: string | null;
}

export interface LineItems {
  glassParts: LineItem[];
  supportingItems: LineItem[];
  vaps: LineItem[];
  serverData: string | null;
  promos: string[];
}

/** SPEC §3 order (in-progress state). */
export interface Order {
  referralNumber: string | null;
  referralSequenceNumber: string | null;
  referralDate: string | null;
  referralCorrelationId: string | null;
  eon: string | null;
  workOrderId: string | null;
  workOrderNumber: string | null;
  customerPortalLoginToken: string | null;
  lockToken: string | null;
  settledTenderAmount: number | null;
  isRecalAckOptIn: boolean | null;
  isMSRFeeApplicable: boolean | null;
  cashPriceSubTotal: number | null;
  vehicle: Vehicle;
  damage: Damage;
  serviceLocation: ServiceLocation;
  schedule: Schedule;
  customer: Customer;
  payment: Payment;
  policy: Policy;
  lineItems: LineItems;
}

/** SPEC §3 chat context fields: what the chat assistant and a live agent are told of the order, and nothing more. */
export interface ChatContext {
  page: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleStyle: string | null;
  serviceZip: string | null;
  /** The glass chosen, e.g. "Windshield Front, Rear Back". */
  glassType: string | null;
  damageType: 'Repair' | 'Replace' | null;
  paymentType: 'Cash' | 'Insurance' | null;
  /** The quoted total in dollars, once the order is priced. */
  quote: number | null;
  /** The part number of the main glass part. */
  partId: string | null;
  /** Whether the glass needs a camera recalibration; null before the parts are known. */
  recalibration: boolean | null;
}

/** SPEC §3 event bus entry. */
export interface BusEntry {
  category: string;
  subCategory: string;
  eventValue: string;
}

/** SPEC §3 experiment. */
export interface Experiment {
  universeId: string;
  universeName: string;
  testId: string;
  variationId: string;
  variationName: string;
  assignmentId: string;
  isExposed: boolean;
  isActive: boolean;
  settings: Record<string, string | number | boolean>;
}

/** SPEC §3 application user. */
export interface ApplicationUser {
  /** Per page name: what the page loaded and what the user entered there. */
  pageData: Record<string, Record<string, unknown>>;
  savedSessionId: string | null;
  savedSessionTimeout: string | null;
  crmCustomerId: string | null;
  lastPageVisited: string | null;
  experiments: Experiment[];
  affiliateCookies: Record<string, string>;
  loggingOption: string | null;
  eventBus: BusEntry[];
  hasTriggeredError: boolean;
  triggeredSiteEntry: boolean;
}

/** SPEC §3 external-parameter state (kept in session storage). */
export interface ExternalParameters {
  /** null: not set; 1: active; 0: inactive. */
  isExternalParameter: 0 | 1 | null;
  vehicle: { year: number | null; make: string | null; model: string | null; style: string | null };
  vehicleDamage: { damageType: string | null; isRepair: boolean | null; numberOfChips: number | null };
  estimate: { vinSelection: string | null };
  serviceZip: { zipCode: string | null };
  quote: { isInsurance: boolean | null; servicePackage: string | null };
  customer: { emailAddress: string | null; phoneNumber: string | null };
}

/** SPEC §3 funnel session cookie fields. */
export interface FunnelCookie {
  LastTouched: string | null;
  SavedSessionTimeoutDate: string | null;
  DidHeritageFunnelUpdateLast: boolean | null;
  ShouldResetState: boolean | null;
  ReferralNumber: string | null;
  ReferralDate: string | null;
  ReferralCorrelationId: string | null;
  ReferralParentAccountNumber: string | null;
  HasDelayedClaimRegistration: boolean | null;
  SuppressConceptFunnel: boolean | null;
  SavedSessionId: string | null;
}

/** The browser session (SPEC §4 session lifecycle) and the submission lock. */
export interface SessionState {
  userId: string | null;
  deviceId: string | null;
  sessionId: string | null;
  sessionKey: string | null;
  /** Set once the order is submitted: navigation is locked to confirmation (SPEC §4). */
  isSubmitted: boolean;
  /** Set on submission: the next visit starts a new session (SPEC §4). */
  createNewSession: boolean;
  /** Whether load-session already ran for this visit. */
  isSessionLoaded: boolean;
  /**
   * The SPEC §7 session sequence number's count (README): the session it counts (its id, '' before the session is
   * initialised) and the number of the last call made in it (engine/runtime/createSessionSequence.ts). Kept with the
   * state, so a reload and a new tab go on counting. Absent in a state stored before it was kept here.
   */
  callSequence?: { sessionId: string; last: number } | null;
}

/** The whole funnel state. */
export interface FunnelState {
  /**
   * SPEC §3 "a submitted-state snapshot of order and user is kept in session storage after submission": this tab's
   * submitted order (what the confirmation shows once the live state is cleared, SPEC §4), null before submission.
   */
  submitted: SubmittedSnapshot | null;
  order: Order;
  user: ApplicationUser;
  external: ExternalParameters;
  cookie: FunnelCookie;
  /** Query parameters read on entry, stored once and consumed once (SPEC §2), by canonical name. */
  query: Record<string, string>;
  /** Experiment settings in force, merged from the active experiments (SPEC §9 setting keys). */
  settings: Record<string, string | number | boolean>;
  session: SessionState;
}

/** Paths whose children are open maps: any key below them is a valid state path. */
export const openStatePaths = [
  'submitted',
  'user.pageData',
  'user.affiliateCookies',
  'query',
  'settings',
  'order.vehicle.canService',
] as const;

export function createInitialOrder(): Order {
  return {
    referralNumber: null,
    referralSequenceNumber: null,
    referralDate: null,
    referralCorrelationId: null,
    eon: null,
    workOrderId: null,
    workOrderNumber: null,
    customerPortalLoginToken: null,
    lockToken: null,
    settledTenderAmount: null,
    isRecalAckOptIn: null,
    isMSRFeeApplicable: null,
    cashPriceSubTotal: null,
    vehicle: {
      year: null,
      make: null,
      model: null,
      style: null,
      vehicleSubType: null,
      vehicleSpecialClass: null,
      isBigTruck: null,
      carId: null,
      category: null,
      vin: null,
      canService: {},
      imageUrl: null,
      imageVifNumber: null,
      imageColor: null,
      registration: { licensePlate: null, licenseState: null, licenseLastName: null, licenseStreetAddress: null, licenseZip: null },
    },
    damage: {
      isRepair: null,
      numberOfChips: null,
      glassToReplace: [],
      partQuestionAnswers: [],
      moldingQuestionAnswers: [],
      capabilityQuestionAnswers: [],
      dateOfLoss: null,
      damageCause: null,
    },
    serviceLocation: {
      address: null,
      address2: null,
      city: null,
      state: null,
      zipCode: null,
      zipCodeCtu: null,
      appointmentType: null,
      isVehicleProtected: null,
      techNotes: null,
      mobile: { address: null, address2: null, city: null, state: null, zipCode: null },
      provider: {
        providerNumber: null,
        address: { streetAddress: null, city: null, state: null, zipCode: null, zipCodeCtu: null },
      },
    },
    schedule: { date: null, startTime: null, endTime: null, routeCode: null, jobMaxMinutes: null, jobMinMinutes: null },
    customer: {
      firstName: null,
      lastName: null,
      emailAddress: null,
      phoneNumber: null,
      isSmsOptIn: null,
      waitListRequested: null,
    },
    payment: {
      isInsurance: null,
      insuranceCoverage: {
        isVerified: null,
        coverageStatus: null,
        coverageSubStatus: null,
        coverageType: null,
        coverageVerificationType: null,
      },
      parentAccountNumber: null,
      billToAccountNumber: null,
      paymentChoice: 'none',
      isPia: null,
      piaType: null,
      inactivePromos: [],
      paypalToken: null,
      nextGenSettledAmount: null,
      ccToken: {
        subscriptionId: null,
        expMonth: null,
        expYear: null,
        cardType: null,
        billToPostalCode: null,
        billToFirstName: null,
        billToLastName: null,
        referenceNumber: null,
        authCode: null,
        transactionId: null,
        transReferenceNumber: null,
        lastFour: null,
      },
    },
    policy: {
      currentDeductible: null,
      originalDeductible: null,
      policyNumber: null,
      isItac: null,
      additionalAuthFlag: null,
      isNoComp: null,
      insuranceCompanyName: null,
    },
    lineItems: { glassParts: [], supportingItems: [], vaps: [], serverData: null, promos: [] },
  };
}

export function createInitialUser(): ApplicationUser {
  return {
    pageData: {},
    savedSessionId: null,
    savedSessionTimeout: null,
    crmCustomerId: null,
    lastPageVisited: null,
    experiments: [],
    affiliateCookies: {},
    loggingOption: null,
    eventBus: [],
    hasTriggeredError: false,
    triggeredSiteEntry: false,
  };
}

export function createInitialExternal(): ExternalParameters {
  return {
    isExternalParameter: null,
    vehicle: { year: null, make: null, model: null, style: null },
    vehicleDamage: { damageType: null, isRepair: null, numberOfChips: null },
    estimate: { vinSelection: null },
    serviceZip: { zipCode: null },
    quote: { isInsurance: null, servicePackage: null },
    customer: { emailAddress: null, phoneNumber: null },
  };
}

export function createInitialCookie(): FunnelCookie {
  return {
    LastTouched: null,
    SavedSessionTimeoutDate: null,
    DidHeritageFunnelUpdateLast: null,
    ShouldResetState: null,
    ReferralNumber: null,
    ReferralDate: null,
    ReferralCorrelationId: null,
    ReferralParentAccountNumber: null,
    HasDelayedClaimRegistration: null,
    SuppressConceptFunnel: null,
    SavedSessionId: null,
  };
}

/** A fresh funnel state: nothing answered, no session. */
export function createInitialState(): FunnelState {
  return {
    submitted: null,
    order: createInitialOrder(),
    user: createInitialUser(),
    external: createInitialExternal(),
    cookie: createInitialCookie(),
    query: {},
    settings: {},
    session: {
      userId: null,
      deviceId: null,
      sessionId: null,
      sessionKey: null,
      isSubmitted: false,
      createNewSession: false,
      isSessionLoaded: false,
      callSequence: null,
    },
  };
}

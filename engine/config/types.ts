import type { PriceSummaryConfig } from '../domain/toPriceSummary';
/**
 * The funnel configuration as written in funnel-config/ (after YAML parsing and schema validation).
 * funnel-config/schema/*.schema.json describe the same shapes for editors and for the loader.
 */

/** A dot-separated path into the funnel state, e.g. `order.vehicle.year` (see engine/domain/state.ts). */
export type StatePath = string;

/** A literal value a condition compares with. */
export type Literal = string | number | boolean | null;

/**
 * The closed condition language (DESIGN.md principle 5): JSON-Logic-style operators over state paths, or a named
 * guard implemented in engine code. Anything else is a config error, never a silent `false`.
 */
export type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  | { truthy: StatePath }
  | { falsy: StatePath }
  | { empty: StatePath }
  | { nonEmpty: StatePath }
  | { eq: [StatePath, Literal] }
  | { ne: [StatePath, Literal] }
  /** Both paths hold equal values (deep equality; both absent counts as equal). */
  | { same: [StatePath, StatePath] }
  | { in: [StatePath, Literal[]] }
  | { minItems: [StatePath, number] }
  | { guard: string | GuardCall };

/** A named guard given the values at state paths it reads (engine/compile/registry.ts lists each guard's inputs). */
export interface GuardCall {
  name: string;
  /** Input name → state path. */
  with: Record<string, StatePath>;
}

/** A query value on a navigation: a literal, or the value at a state path. */
export type QueryValue = string | { from: StatePath };

/** One navigation rule: go `to` a page when `when` holds. The first matching rule of a scenario wins. */
export interface NavigationRule {
  to: string;
  when?: Condition;
  query?: Record<string, QueryValue>;
  /** Save the session before leaving (heritage hand-off, SPEC §2). */
  saveSession?: boolean;
  /** State written when this rule is taken (e.g. remember that the VIN was skipped). */
  set?: Record<StatePath, Literal>;
  /** Why this rule exists, in the words of SPEC §2 (shown by `funnel graph` and in navigation explanations). */
  note?: string;
}

/**
 * A named chain of pages declared once in funnel-config/sequences.yaml (e.g. the SPEC §2 question pages) that pages
 * navigate through with `{ sequence: <name> }`; the compiler expands each reference into ordinary navigation rules.
 */
export interface SequenceConfig {
  /** What the chain is, in the words of the SPEC (shown on every rule it expands into). */
  note?: string;
  /** The pages of the chain in order; a step applies when its `when` holds (always, without one). */
  steps: SequenceStep[];
  /** Forward past the last step that applies: a rule, or rules tried in order. */
  after: NavigationRule | NavigationRule[];
  /** Back from before the first step that applies: a rule, or rules tried in order. */
  before: NavigationRule | NavigationRule[];
}

/** One page of a sequence, visited only when `when` holds (an empty stage is skipped). */
export interface SequenceStep {
  page: string;
  when?: Condition;
  /** Why the page is on the way (shown by `funnel graph` and in navigation explanations). */
  note?: string;
}

/**
 * In a page's navigation, in place of rules: go through a sequence. Forward: the first later step that applies (every
 * step, from a page outside the sequence), else `after`. Back: the nearest earlier step that applies (every step from
 * the last, from a page outside), else `before`.
 */
export interface SequenceReference {
  sequence: string;
  /** Default: `back` in the scenario named back, `forward` in any other. */
  direction?: 'forward' | 'back';
}

/** What a scenario lists: navigation rules, and references to sequences expanded where they stand. */
export type NavigationEntry = NavigationRule | SequenceReference;

/**
 * A value a binding reads: from a path, optionally through a named converter. Besides the state (`order.…`,
 * `user.…`, …) a path may start with a binding scope: `form.<field>` (what the submitted form holds), `input.<name>`
 * (what a renderer passed to an action), `item` (the list item of a `forEach` call), `answer` (the call's answer, in
 * `set`, `refuse` and `inform`), `local.<name>` (a scratch value of one run of the list), `constants.<name>`
 * (funnel.yaml's SPEC §9 constants) or `funnel.<key>` (funnel.yaml).
 */
export interface BindingParam {
  from: StatePath;
  /** A converter of engine/domain/paramConverters.ts, e.g. `damageKind` (isRepair → Repair | Replace). */
  as?: string;
  /** The converter's further named inputs (engine/domain/paramConverters.ts says which each takes). */
  with?: Record<string, BindingValue>;
  /** Used when the value read (after conversion) is null or absent. */
  default?: BindingValue;
}

/** A value chosen by a condition: `then` when it holds, else `else` (null when absent). */
export interface ChosenValue {
  if: Condition;
  then: BindingValue;
  else?: BindingValue;
}

/** What a binding param, stored value or `set` entry holds: a literal, a value read (and converted), or a choice. */
export type BindingValue = Literal | BindingParam | ChosenValue;

/** A message shown at a form field when a submit call's answer refuses the input (the typed data is kept). */
export interface FieldMessage {
  /** The form field the message belongs to (and that gets focus); without one the message is the page's. */
  field?: string;
  /** What the user reads; `{form.<field>}` is replaced by what they typed there, `{<state path>}` by that value. */
  message: string;
}

/** Refuse the submit (or action) when this holds on the state after the call's answer is stored. */
export interface AnswerRefusal extends FieldMessage {
  when: Condition;
}

/** Tell the user something about an accepted answer: an information alert shown on the page that follows. */
export interface AnswerNotice {
  /** Shown when this holds on the state after the answer is stored (a notice with this id is removed when not). */
  when: Condition;
  /** The alert's subcategory, e.g. MILITARY_BASE. */
  id: string;
  /** What the user reads; `{form.<field>}` is replaced by what they typed there, `{<state path>}` by that value. */
  message: string;
}

/**
 * One step of a page's `load`, `submit` or action (SPEC §7 calls declared in YAML, DESIGN principle 9): a call, a
 * value stored without a call, a check that refuses, a session save, or another action of the page run by name.
 * Steps form a graph (DESIGN principle 11): a step waits for the earlier steps whose writes it reads (and for those
 * that can refuse the input); the others run at the same time.
 */
export interface ApiBinding {
  /** A name other steps can wait for with `after`. */
  id?: string;
  /** Wait for these steps (by `id`) although the data does not say so. */
  after?: string[];
  /**
   * In a page's `load` (issue #12): the page shows without waiting for this step (nor for the steps that wait for it);
   * they go on while it is shown, what they write is pending for the renderers, and the page's submit and actions
   * wait for them.
   */
  whileShown?: boolean;
  /** The call's name in engine/domain/operations.ts, e.g. `vehicle.years`. */
  call?: string;
  /** Without `call`: the value stored at `into`. */
  value?: BindingValue;
  /** Call parameters: literals, values read (and converted), or choices. */
  params?: Record<string, BindingValue>;
  /** Make the call once per item of this list (at the same time); `item` reads the item; the answer is the list of answers. */
  forEach?: BindingParam;
  /** Store only this field of the answer (e.g. `partsOrQuestions`); with `forEach`, of each answer. */
  pick?: string;
  /** Where the answer (or the value) is stored, e.g. `user.pageData.vehicle.years`. */
  into?: StatePath;
  /** Merge the answer's keys into the object at `into` instead of replacing it. */
  merge?: boolean;
  /** What the step writes is kept for the record (saved session, back office), not read by the funnel (lint unread-state-path). */
  output?: boolean;
  /** State written after the call (reading `answer`) or, without a call, straight away: state path → value. */
  set?: Record<StatePath, BindingValue>;
  /** Only run when this holds (when it does not, the step is skipped and later steps go on). */
  when?: Condition;
  /** Answers that refuse the input, checked in order after the answer is stored; nothing is kept. */
  refuse?: AnswerRefusal[];
  /**
   * A 404 answer (nothing found): `empty` stores null and goes on; a message refuses at the field. Without it a 404
   * fails the step. Other failures bail out as SPEC §8 says.
   */
  notFound?: FieldMessage | 'empty';
  /**
   * What the step goes on with when the call fails (after its retries; a 404 too unless `notFound` says otherwise),
   * instead of SPEC §8's bail-out: a SPEC §7 fallback. `empty` keeps null ("failed wipers fetch: empty list"); `answer`
   * is the answer it goes on with ("failed promo validation: the error is returned as the result"). The failure is
   * still logged.
   */
  onError?: 'empty' | { answer: Record<string, Literal> };
  /** Answers the user is told about (information alerts), checked after the answer is stored. */
  inform?: AnswerNotice[];
  /** Save the session (SPEC §4: queued behind the saves already made); `failed` is the message when it fails. */
  saveSession?: boolean | { failed: string };
  /** Run another action of this page (its steps, as one step of this list). */
  run?: string;
  /** With `run`: the action's input. */
  input?: Record<string, BindingValue>;
  /** Why this step exists (shown by lint and the studio). */
  note?: string;
}

/**
 * A named page action (DESIGN principle 9): what a custom renderer triggers by name (apply a promo, choose a shop, start
 * the payment). Its steps are declared here in the binding language; the renderer passes `input` and reads the state.
 */
export interface PageActionConfig {
  /** What the action is for. */
  description?: string;
  /** The names the renderer passes, read as `input.<name>`. */
  input?: string[];
  /** The steps. */
  do: ApiBinding[];
  /** Where the action leads once its steps are done: a page scenario, or the address at a path (a hosted payment page). */
  go?: { scenario: string } | { external: BindingParam };
}

/** A page's form (rendered by RJSF): JSON Schema + uiSchema, and where each field lives in state. */
export interface PageFields {
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  /** Form field name → state path the answer is read from and written to. */
  bind: Record<string, StatePath>;
}

/** A button on a page that triggers a scenario other than the form's submit. */
export interface PageButton {
  scenario: string;
  label: string;
  /** Whether the form must be valid first (default false: e.g. Back). */
  validate?: boolean;
  /** Only offered when this holds. */
  when?: Condition;
  /** How strongly it shows (issue #14): secondary (default, Back) or lesser (a text link: skip to insurance). */
  emphasis?: 'secondary' | 'lesser';
}

/** One funnel-config/pages/<id>.yaml. */
export interface PageConfig {
  id: string;
  /** page: a screen; virtual: redirects only (SPEC §2 virtual routes); bailout: the guard-failure fallback. */
  kind: 'page' | 'virtual' | 'bailout';
  /** Path under the base path, without slashes ('' for landing). */
  route: string;
  title?: string;
  /** Progress step shown to the user (which step of how many). */
  step?: number;
  /** The stage of the journey it belongs to (a key of funnel.yaml `stages`): the studio's flow map groups by it. */
  stage?: string;
  /**
   * A hand-off to another funnel (the heritage funnel, SPEC §2): the stages (keys of funnel.yaml `stages`) the visitor
   * still passes there, which the progress indicator counts after the stages of this funnel's path (issue #14).
   */
  handOffStages?: string[];
  /** Must hold before the page may be shown (SPEC §2 global rule 5); also drives auto-route. */
  prerequisites?: Condition;
  /** Named route guards run on entry, in order (SPEC §2 route guards). */
  guards?: string[];
  /** Named handler of a virtual route (landing, loadSession, autoRoute, error, restart, heritage). */
  handler?: string;
  /** A named custom renderer, or … */
  renderer?: string;
  /** … a generic form. */
  fields?: PageFields;
  /** The scenario the form's submit triggers (default `forward`). */
  submitScenario?: string;
  /** Further buttons, each triggering a scenario. */
  buttons?: PageButton[];
  /** Named actions a custom renderer triggers (DESIGN principle 9). */
  actions?: Record<string, PageActionConfig>;
  /** Calls made on entry. */
  load?: ApiBinding[];
  /** Calls made on submit, before navigating. */
  submit?: ApiBinding[];
  /** Scenario name → rule, or rules tried in order; a `{ sequence }` entry stands for the rules it expands into. */
  navigation: Record<string, NavigationEntry | NavigationEntry[]>;
  /** Experiment setting keys (SPEC §9) that change this page. */
  experiments?: string[];
  /** One-line text under the title. */
  description?: string;
  /** Entered from outside the funnel (a payment provider's return, old links), not by navigation: a root for the linter. */
  entryPoint?: boolean;
  /** A page where the journey ends (no way forward is expected). */
  terminal?: boolean;
  /** Auto-route only: pages tried in order, the first whose prerequisites hold wins (SPEC §2). */
  order?: string[];
  /** Whether the chat (SPEC §4) is offered on this page (default true); false keeps it out of the way. */
  chat?: boolean;
  /** Whether the order summary shows beside this page (default true); false where the page is itself the summary. */
  summary?: boolean;
}

/**
 * SPEC §9 business constants and limits (funnel.yaml `constants`, every one required and typed by
 * funnel-config/schema/funnel.schema.json). Code reads each from here and never repeats one as a literal
 * (tests/unit/engine/constantLiterals.test.ts); domain functions take the ones they need as arguments. A type alias
 * rather than an interface, so it stays assignable to Record<string, unknown> where code indexes it by name.
 */
export type FunnelConstants = {
  /** How long a saved order is kept (45); named when a saved order has expired or cannot be found. */
  savedSessionTimeoutDays: number;
  /** A visit after this long without a page visit starts a new session: new session id and key, SiteEntry again (30). */
  sessionTimeoutMinutes: number;
  /** A visit after this long without a page visit starts a new analytics session: a new session key (30). */
  analyticsSessionTimeoutMinutes: number;
  /** Cookie lifetimes (30 minutes, 30 minutes, 7 days, 365 days, 100,000 days, 395 days). */
  cookieSessionIdMinutes: number;
  cookieSessionKeyMinutes: number;
  cookieUserIdDays: number;
  cookieDeviceIdDays: number;
  cookieAffiliateDays: number;
  cookieCommissionDays: number;
  /** The funnel cookie's path (/), also used by the funnel's other cookies. */
  funnelCookiePath: string;
  /** Ends every affiliate cookie's name (_Track). */
  affiliateCookieMarker: string;
  /** The longest affiliate cookie name, marker included (44). */
  affiliateCookieNameMaxLength: number;
  /** Default cash parent account number (167132). */
  defaultCashParentAccountNumber: string;
  /** Default bill-to account number (87291). */
  defaultBillToAccountNumber: string;
  /** How many results a provider search asks for (100). */
  providerSearchResults: number;
  /** Day counts use this many milliseconds per day (86,400,000). */
  millisecondsPerDay: number;
  /** How many trailing characters of a value the last5 logging option keeps (5). */
  lastFiveLoggingCharacters: number;
  /** Deductibles that mean coverage is not counted as verified (9999, 7777), as text. */
  unverifiedDeductibles: string[];
  /** The states served (AZ, CT, FL, KY, MA, MN, NY, SC); pages name the list as `$constant: states`. */
  states: string[];
  /** Apple Pay shows on a Mac, or on iOS this version or later (17). */
  applePayMinimumIosVersion: number;
  /** A route change fades out and in this long (200 ms). */
  routeFadeMilliseconds: number;
  /** Chunk and stylesheet loading time out after this long (120,000 ms). */
  chunkLoadTimeoutMilliseconds: number;
  /** Analytics and exposures wait, after a page is reached, until the browser is idle, at most this long (1200 ms). */
  analyticsWaitMilliseconds: number;
  /** The cross-tab storage message chunk size (4096 characters). */
  crossTabMessageChunkSize: number;
  /** A referral number this long triggers verified redirecting (6 characters). */
  referralNumberLength: number;
  /** How often the live-agent service is asked whether an agent is available (15,000 ms). */
  agentStatusPollMilliseconds: number;
  /** The longest wait between two asks after failures (60,000 ms). */
  agentStatusMaxPollMilliseconds: number;
  /** How many decision-trace entries (DESIGN principle 12) the user's event bus keeps, the newest (64). */
  decisionTraceEntries: number;
};

/** funnel.yaml `messages`: texts the funnel's own mechanisms show. */
export interface FunnelMessages {
  /** SPEC §8: the error banner (an API failure, an error sent by the site before, a page that failed). */
  unknownError: string;
  /** SPEC §8 PAGE_NOT_FOUND: an address that is no page. */
  pageNotFound: string;
  /** SPEC §4: a saved session the order service no longer has; {days}: constants.savedSessionTimeoutDays. */
  savedOrderNotFound: string;
  /** SPEC §4 expired saved session; {days}: constants.savedSessionTimeoutDays. */
  savedOrderExpired: string;
  /** SPEC §4 saved sessions: a saved appointment no longer offered; {appointment}: its day and time. */
  savedAppointmentGone: string;
  /** SPEC §4: verified coverage, a $0 deductible, not NoComp (told as a loaded session arrives). */
  confirmedZeroDeductible: string;
  /** SPEC §4-§6 NoComp policy (told as a loaded session arrives). */
  noCompPolicy: string;
  /** SPEC §8 promo applied: the headline. */
  promoAppliedHeadline: string;
  /** SPEC §8 promo applied; {code}: the visible code. */
  promoApplied: string;
  /** SPEC §8 promo refused: the headline. */
  promoErrorHeadline: string;
  /** SPEC §8 promo refused; {code}: the visible code. */
  promoInvalid: string;
  /** SPEC §8 promo refused for stacking; {other}: the promo already on the order. */
  promoNotCombinable: string;
  /** SPEC §8 chunk-load failure: a page's code or stylesheet did not arrive (shown under the banner). */
  pageLoadFailed: string;
  /** The button shown with pageLoadFailed. */
  reloadPage: string;
  /** The link shown when a page failed to render. */
  startAgain: string;
  /** A step's saveSession failed and the step names no text of its own (saveSession.failed). */
  sessionNotSaved: string;
  /** The order submission failed (after its retries): shown, with the banner, where the order was placed from. */
  orderNotPlaced: string;
  /** SPEC §2 error: the line under the banner, where the visitor is and what to do (issue #14); {page}. */
  errorBackToStart: string;
  /** The assistant's button to a live agent (SPEC §4 chat). */
  assistantTransferButton: string;
  /** The assistant offers a live agent and one is available; {button}. */
  assistantTransferOffered: string;
  /** The assistant is asked for a person and no agent is available. */
  assistantTransferUnavailable: string;
  /** Shown in the assistant while no agent is available. */
  assistantAgentsAway: string;
  /** The progress indicator's count (issue #14); {current}, {count}, {stage}. */
  progressLabel: string;
}

/** funnel-config/funnel.yaml. */
export interface FunnelFileConfig {
  basePath: string;
  entry: string;
  /** The page the error route and restart go to (SPEC §2). */
  firstPage: string;
  /**
   * The page navigation is locked to once the order is submitted (SPEC §2 global rule 4, SPEC §4 submission): after
   * submission only the first page, this page and virtual routes may be entered; any other goes here.
   */
  submittedPage: string;
  /** The application name sent as AppName (SPEC §7). */
  applicationName: string;
  heritageUrl: string;
  /** Where the hosted payment pages are (SPEC §7 payment providers, reached by a redirect that returns to payment-pia-return). */
  hostedPaymentUrl: string;
  constants: FunnelConstants;
  loader: { text: string; carousel: boolean; messages: string[] };
  /** Texts the funnel's own mechanisms show (SPEC §4, §8); `{name}` placeholders filled in where shown (formatMessage). */
  messages: FunnelMessages;
  experimentSettings: Record<string, { description: string; type: 'boolean' | 'number' | 'string' | 'json' }>;
  /**
   * The stages of the journey (SPEC §1), in order, by key: the studio's flow map groups pages by them (issue #15);
   * each page names its own (`stage:`).
   */
  stages?: Record<string, FunnelStage>;
  /** SPEC §9 environments: the first whose host patterns match the host name applies, else the last (getEnvironment). */
  environments: FunnelEnvironment[];
  /** How API calls cope with a slow or failing service before SPEC §8's failed-call handling (api/client). */
  calls: FunnelCallPolicy;
  /** One way to write a time everywhere (issue #14; engine/domain/formatTime.ts). */
  timeFormat: TimeFormat;
  /** How the quote and the confirmation show the price (issue #14; engine/domain/toPriceSummary.ts). */
  priceSummary: FunnelPriceSummary;
  /** The company the visitor buys from (issue #14); without it the frame shows no brand. */
  brand?: FunnelBrand;
  /** The running order summary beside the pages (issue #14). */
  summary?: FunnelSummary;
}

/** funnel.yaml `timeFormat`: a 24-hour or 12-hour clock, and how a range is written ({start}, {end}). */
export interface TimeFormat {
  clock: '24h' | '12h';
  range: string;
}

/** funnel.yaml `priceSummary`: the price summary's lines and words, and the confirmation's payment words. */
export interface FunnelPriceSummary extends PriceSummaryConfig {
  /** Said while the price is worked out on a page shown before it (issue #12, page YAML whileShown). */
  pending: string;
  amountPaid: string;
  stillToPay: string;
  nothingMoreToPay: string;
  payAtAppointment: string;
  /** {amount}: what is still owed. */
  owedAtAppointment: string;
  donationPaidLater: string;
  /** {amount}, {total}. */
  donationAdded: string;
}


/** funnel.yaml `brand`: name, logo, colours (#rrggbb), phone and trust lines, applied as CSS custom properties. */
export interface FunnelBrand {
  name: string;
  tagline?: string;
  /** What search engines and link previews show: index.html's meta description. */
  description?: string;
  /** An SVG file of funnel-config/ (relative path); its markup is compiled into the model (FunnelModel.brandImages). */
  logo: string;
  /** An SVG file of funnel-config/ served as the site icon (default: the logo). */
  favicon?: string;
  colors: { primary: string; primaryDark: string; accent: string; page: string; text: string };
  phone: string;
  phoneHours?: string;
  guarantee: string;
  securePayment: string;
  legalName?: string;
}

/** funnel.yaml `summary`: the order summary's title and rows, each reading the state paths it names. */
export interface FunnelSummary {
  title: string;
  empty?: string;
  rows: FunnelSummaryRow[];
}

/** One row of the order summary: a `text` with {path} placeholders, or the value at `from` (formatted, or mapped). */
export interface FunnelSummaryRow {
  label: string;
  text?: string;
  from?: string;
  format?: 'money' | 'date' | 'time' | 'glass';
  values?: Record<string, string>;
  picture?: { kind: 'vehicle' | 'glass'; from: string };
  total?: boolean;
}

/**
 * funnel.yaml `calls`: the timeout of a call and the retries of a transient failure (SPEC §8 "Call failures" comes after
 * them). A retry is only ever made for a GET or a POST sent with an Idempotency-Key.
 */
export interface FunnelCallPolicy {
  /** A call with no answer after this long fails as SPEC §8 "The request was made but no response was received". */
  timeoutMilliseconds: number;
  retries: {
    /** Tries after the first. */
    attempts: number;
    /** Answers tried again (429, 503…); no answer at all (a timeout, a connection reset) is always transient. */
    statuses: number[];
    /** Exponential backoff with full jitter: a random wait of up to base × 2^(n-1) before try n+1, at most the max. */
    baseDelayMilliseconds: number;
    maxDelayMilliseconds: number;
    /** Retry-After is honoured; an answer asking to wait longer than this is not tried again. */
    maxRetryAfterMilliseconds: number;
  };
  /** Per call name (engine/domain/operations.ts): its own timeout. */
  operations: Record<string, { timeoutMilliseconds?: number }>;
}

/** One stage of the journey (funnel.yaml `stages`). */
export interface FunnelStage {
  title: string;
  /** What the visitor does in it. */
  description?: string;
  /** How the progress indicator shows its screens (issue #14): as the stage named, or false (none). Absent: itself. */
  progress?: string | false;
}

/** One SPEC §9 environment of funnel.yaml: the host names it runs on, and the chat and logging it has. */
export interface FunnelEnvironment {
  name: 'Prod' | 'QA' | 'SysTest' | 'Dev' | 'Localhost';
  /** Host name patterns, `*` standing for any run of characters. */
  hosts: string[];
  chat: { assistant: boolean; liveAgent: boolean };
  /** The SPEC §7 front-end logger levels sent. */
  logLevels: Array<'log-information' | 'log-warning' | 'log-error' | 'log-critical'>;
}

/** One funnel-config/cascades.yaml rule (SPEC §4 cascading resets). */
export interface CascadeRule {
  id: string;
  description: string;
  /** Paths whose change triggers the reset. */
  watch: StatePath[];
  /** How a change is detected: deep value, order-insensitive list, or list compared by the named fields only. */
  compare?: 'value' | 'unordered' | { fields: string[] };
  /** Also fire when the watched value was empty before (a first answer); by default only a change of an answer fires. */
  fromEmpty?: boolean;
  /** Paths set back to their initial value; a path with `unless` is kept when that condition holds on the new state. */
  reset: Array<StatePath | { path: StatePath; unless: Condition }>;
}

/** Everything in funnel-config/. */
export interface FunnelConfig {
  funnel: FunnelFileConfig;
  pages: PageConfig[];
  cascades: CascadeRule[];
  /** funnel-config/sequences.yaml (optional): named chains of pages, by name. */
  sequences?: Record<string, SequenceConfig>;
  /** funnel-config/actions.yaml (optional): actions any page's steps run by name, as if the page declared them. */
  actions?: Record<string, PageActionConfig>;
  /** The SVG files of funnel-config/ (the brand's logo and icon), path → markup. */
  assets?: Record<string, string>;
}

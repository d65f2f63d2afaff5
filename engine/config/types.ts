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
  | { guard: string };

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

/** A call param read from state (`form.<field>` reads the submitted form), optionally through a named converter. */
export interface BindingParam {
  from: StatePath;
  /** A converter of engine/domain/paramConverters.ts, e.g. `damageKind` (isRepair → Repair | Replace). */
  as?: string;
}

/** A message shown at a form field when a submit call's answer refuses the input (the typed data is kept). */
export interface FieldMessage {
  /** The form field the message belongs to (and that gets focus). */
  field: string;
  /** What the user reads; `{form.<field>}` is replaced by what they typed there, `{<state path>}` by that value. */
  message: string;
}

/** Refuse the submit when this holds on the state after the call's answer is stored. */
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
 * A call made on entering a page or submitting it (SPEC §7), or, without `call`, a `value` stored at `into` (read from
 * state, optionally converted): e.g. a field of an earlier answer copied where later pages read it.
 */
export interface ApiBinding {
  /** The call's name in engine/domain/operations.ts, e.g. `vehicle.years`; absent for a stored `value`. */
  call?: string;
  /** Without `call`: the value stored at `into`. */
  value?: Literal | BindingParam;
  /** Answers the user is told about (information alerts), checked after the answer is stored. */
  inform?: AnswerNotice[];
  /** Call parameters: literals, or values read from state. */
  params?: Record<string, Literal | BindingParam>;
  /** Store only this field of the answer (e.g. `partsOrQuestions`). */
  pick?: string;
  /** Where the answer is stored, e.g. `user.pageData.vehicle.years`. */
  into?: StatePath;
  /** Merge the answer's keys into the object at `into` instead of replacing it. */
  merge?: boolean;
  /** Only call when this holds. */
  when?: Condition;
  /** Submit calls: answers that refuse the input, checked in order after the answer is stored. */
  refuse?: AnswerRefusal[];
  /**
   * Submit calls: the message for a 404 answer (nothing found). Other failures bail out as SPEC §8 says, so only
   * "not found" can be told to the user at a field.
   */
  notFound?: FieldMessage;
}

/** A page's form (rendered by RJSF): JSON Schema + uiSchema, and where each field lives in state. */
export interface PageFields {
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  /** Form field name → state path the answer is read from and written to. */
  bind: Record<string, StatePath>;
}

/** A button on a page that triggers a scenario other than the form's submit. */
export interface PageAction {
  scenario: string;
  label: string;
  /** Whether the form must be valid first (default false: e.g. Back). */
  validate?: boolean;
  /** Only offered when this holds. */
  when?: Condition;
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
  actions?: PageAction[];
  /** Calls made on entry. */
  load?: ApiBinding[];
  /** Calls made on submit, before navigating. */
  submit?: ApiBinding[];
  /** Scenario name → rule, or rules tried in order. */
  navigation: Record<string, NavigationRule | NavigationRule[]>;
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
}

/** funnel-config/funnel.yaml. */
export interface FunnelFileConfig {
  basePath: string;
  entry: string;
  /** The page the error route and restart go to (SPEC §2). */
  firstPage: string;
  /** The application name sent as AppName (SPEC §7). */
  applicationName: string;
  heritageUrl: string;
  constants: Record<string, number | string | string[]>;
  loader: { text: string; carousel: boolean; messages: string[] };
  experimentSettings: Record<string, { description: string; type: 'boolean' | 'number' | 'string' | 'json' }>;
  /** SPEC §9 environments: the first whose host patterns match the host name applies, else the last (getEnvironment). */
  environments: FunnelEnvironment[];
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
}

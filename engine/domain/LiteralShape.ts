/**
 * What a call param of a plain JSON type (a text, number, integer or yes/no) may be written as in YAML, from the API
 * contract (engine/domain/operationParams.ts, generated): its types and closed set, the pattern, lengths or bounds the
 * service checks with its `x-invalid` sentence, and `funnelPage` (`x-funnel-page`) for a value naming a screen of
 * funnel-config. Lint call-params checks the YAML's literals against it.
 */
export interface LiteralShape {
  types: readonly string[];
  enum?: ReadonlyArray<string | number | boolean>;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  invalid?: string;
  funnelPage?: true;
}

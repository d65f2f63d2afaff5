/**
 * The values of config files parsed before, by their text (parseFunnelConfig): `get` gives a fresh copy, or undefined
 * when that text was never parsed clean. Kept by the compiled CLI (engine/cli/createParsedValueCache), for whom YAML
 * parsing is most of a lint.
 */
export interface ParsedValueCache {
  get(text: string): unknown;
  set(text: string, value: unknown): void;
}

import type { LineItem } from './state';

/** The glass parts the quote prices, and whether they were taken from the question stages' answers. */
export interface QuoteGlassParts {
  glassParts: LineItem[];
  /** True when read from user.pageData.stages (no question page wrote order.lineItems.glassParts). */
  fromStages: boolean;
}

/** What the quote's glass parts are worked out from (each read from the state path YAML names). */
export interface QuoteGlassInputs {
  isRepair: unknown;
  /** The order's glass parts (order.lineItems.glassParts). */
  glassParts: unknown;
  /** Whether the quote took them from the stages last time. */
  takenFromStages: unknown;
  /** The stored question stages. */
  stages: unknown;
  /** The part number chosen on vehicle-parts. */
  chosenPartNumber: unknown;
}

/**
 * The glass parts of the quote (SPEC §3 order.lineItems.glassParts). A question page that settled the parts writes
 * them to the order, and those are used. Otherwise (a vehicle with no questions goes from service-zip straight to the
 * quote) they are read from what the parts calls answered in the stages: `glassPieceParts`, plus the part chosen on
 * vehicle-parts among `partChoices` for its piece of glass. Parts the quote took from the stages earlier
 * (`takenFromStages`) are read again, so a changed choice is seen. A repair has none.
 */
export function getQuoteGlassParts(inputs: QuoteGlassInputs): QuoteGlassParts {
  if (inputs.isRepair === true) return { glassParts: [], fromStages: false };
  const current = toLineItems(inputs.glassParts);
  const takenFromStages = inputs.takenFromStages === true;
  if (current.length > 0 && !takenFromStages) return { glassParts: current, fromStages: false };

  const stages = (inputs.stages && typeof inputs.stages === 'object' ? inputs.stages : {}) as Record<string, unknown>;
  const known = toLineItems(stages.glassPieceParts);
  const choices = toLineItems(stages.partChoices);
  const chosenNumber = inputs.chosenPartNumber;
  const chosen = choices.length >= 2 ? choices.find((part) => part.partNumber === chosenNumber) : undefined;
  const glassParts = chosen ? [...known.filter((part) => !isSamePiece(part, chosen)), chosen] : known;
  if (glassParts.length === 0) return { glassParts: current, fromStages: takenFromStages };
  return { glassParts, fromStages: true };
}

/** A list answered by the parts calls, as line items (anything else is no parts). */
function toLineItems(value: unknown): LineItem[] {
  return Array.isArray(value) ? value.filter((item): item is LineItem => !!item && typeof item === 'object' && 'partNumber' in item) : [];
}

/** Two parts for the same piece of glass: the parts calls give a glass part its piece as `id` (Windshield-Front). */
function isSamePiece(a: LineItem, b: LineItem): boolean {
  return a.id !== undefined && a.id === b.id;
}

import type { FunnelBrand, FunnelSummary } from '../config/types';
import type { CompiledPage, FunnelModel } from './FunnelModel';

/** What a screen keeps only in its own part: what entering, drawing and leaving that page read, and nothing else. */
const detailKeys = ['navigation', 'buttons', 'actions', 'load', 'submit', 'waits', 'description'] as const;

/** A page's own part: its form's schema and uiSchema, its calls, actions, buttons and navigation (issue #12). */
export type PageDetails = Partial<Pick<CompiledPage, (typeof detailKeys)[number] | 'fields'>>;

/**
 * The funnel's words only lazily loaded code reads (issue #12): the order summary's rows (its title stays in the core:
 * the summary's place shows it) and the price summary's lines and words.
 */
export interface FunnelDetails {
  priceSummary: FunnelModel['funnel']['priceSummary'];
  summary?: FunnelSummary;
}

/** The model split for the browser: the core every page needs, each screen's own part, and the funnel's details. */
export interface SplitFunnelModel {
  /**
   * The model with each screen's own part left out: the navigation graph's nodes (routes, prerequisites, guards,
   * handlers, experiments, titles), the form fields' state paths (`fields.bind`), the funnel and the cascades, without
   * the descriptions and notes written for the YAML's readers. Virtual routes stay whole: they only redirect, and a
   * chain of them should not wait for a chunk per step.
   */
  core: FunnelModel;
  /** Page id → that screen's own part, merged into `core.pages[id]` when the page is first entered. */
  details: Record<string, PageDetails>;
  /** Merged into `core.funnel` (mergeFunnelDetails) before the code that reads it draws anything. */
  funnelDetails: FunnelDetails;
}

/**
 * Puts the funnel's details back into a core model's funnel: the price summary, and the order summary's rows into the
 * summary object the core already holds (so one handed out before, with its title alone, is whole too).
 */
export function mergeFunnelDetails(model: FunnelModel, details: FunnelDetails): void {
  model.funnel.priceSummary = details.priceSummary;
  if (details.summary && model.funnel.summary) Object.assign(model.funnel.summary, details.summary);
  else if (details.summary) model.funnel.summary = details.summary;
}

/**
 * Splits the compiled model so the browser's entry carries what every page needs and each screen's own part loads
 * with its route (issue #12: the first page does not wait for the 30 pages' forms, calls and rules). Merging a page's
 * details into its core page (`Object.assign`) gives back the compiled page, without its readers' notes
 * (withoutReadersNotes).
 */
export function splitFunnelModel(model: FunnelModel): SplitFunnelModel {
  const pages: Record<string, CompiledPage> = {};
  const details: Record<string, PageDetails> = {};
  for (const id of model.pageIds) {
    const page = withoutReadersNotes(model.pages[id]!);
    if (page.kind !== 'page') {
      pages[id] = page;
      continue;
    }
    const core: Record<string, unknown> = {};
    const own: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(page)) {
      if ((detailKeys as readonly string[]).includes(key)) own[key] = value;
      else core[key] = value;
    }
    // The state paths of the form's fields stay in the core (a link's prefill finds where a field is kept); the schema
    // and uiSchema come with the page.
    if (page.fields) {
      core.fields = { bind: page.fields.bind };
      own.fields = page.fields;
    }
    pages[id] = core as unknown as CompiledPage;
    details[id] = own as PageDetails;
  }
  // What the browser never reads is left empty: the descriptions of cascades and experiment settings explain the YAML
  // to its readers (lint, graph).
  const cascades = model.cascades.map((cascade) => ({ ...cascade, description: '' }));
  const experimentSettings = Object.fromEntries(
    Object.entries(model.funnel.experimentSettings).map(([key, setting]) => [key, { ...setting, description: '' }]),
  );
  // The journey stages are the studio's and the progress indicator's: the browser reads what it needs of them from
  // model.progress (issue #14).
  const { stages: _stages, ...funnel } = model.funnel;
  // The favicon, the logo and the brand's words are index.html's, drawn at build time (renderers/app/build/
  // funnelConfigPlugin.ts: its link, the header bar and the footer the page keeps as drawn, StaticFrameContext); the
  // browser reads the brand's name alone (the document's title).
  const brandImages = model.brandImages ? { brandImages: { logo: '', favicon: '' } } : {};
  const brand = funnel.brand ? { brand: { name: funnel.brand.name } as FunnelBrand } : {};
  // Only the order summary's code and the quote's and confirmation's renderers, all loaded on demand, read the summary's
  // rows and the price summary: they come with that code (FunnelDetails).
  const { priceSummary, summary, ...rest } = funnel;
  const funnelDetails: FunnelDetails = { priceSummary, ...(summary ? { summary } : {}) };
  const core = {
    ...model,
    ...brandImages,
    funnel: { ...rest, ...brand, ...(summary ? { summary: { title: summary.title } as FunnelSummary } : {}), experimentSettings },
    pages,
    cascades,
  } as FunnelModel;
  return { core, details, funnelDetails };
}

/** A rule or a step without its note. */
function withoutNote<T extends { note?: string }>(item: T): T {
  const { note: _note, ...rest } = item;
  return rest as T;
}

/**
 * A page without what only the YAML's readers read (lint, `funnel graph`, `funnel explain`, the studio, all of which
 * compile funnel-config themselves): the notes of its navigation rules and binding steps, and its actions'
 * descriptions. The browser's decision trace then carries no rule's note; its lines never did (formatDecision).
 */
function withoutReadersNotes(page: CompiledPage): CompiledPage {
  const steps = (list: CompiledPage['load']) => list?.map(withoutNote);
  return {
    ...page,
    navigation: Object.fromEntries(Object.entries(page.navigation).map(([scenario, rules]) => [scenario, rules.map(withoutNote)])),
    ...(page.load ? { load: steps(page.load) } : {}),
    ...(page.submit ? { submit: steps(page.submit) } : {}),
    ...(page.actions
      ? {
          actions: Object.fromEntries(
            Object.entries(page.actions).map(([name, { description: _description, ...action }]) => [name, { ...action, do: steps(action.do)! }]),
          ),
        }
      : {}),
  };
}

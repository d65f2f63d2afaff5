import type { ComponentType } from 'react';
import type { RendererName } from '../../engine/compile/registry';
import type { PageRendererProps } from './PageRendererProps';

/** Loads a custom renderer's code on demand (its own chunk, DESIGN performance rules). */
export type LazyComponent = () => Promise<ComponentType<PageRendererProps>>;

/**
 * The custom renderers YAML names with `renderer:` (DESIGN principle 1). Typed by engine/compile/registry.ts's
 * `RendererName`, so a name without a component here, or a component without a name there, fails to compile.
 */
export const pageRenderers: Record<RendererName, LazyComponent> = {
  'vehicle-selector': () => import('./VehicleSelector').then((module) => module.VehicleSelector),
  'glass-picker': () => import('./GlassPicker').then((module) => module.GlassPicker),
  'vin-entry': () => import('./VinEntry').then((module) => module.VinEntry),
  'quote-summary': () => import('./QuoteSummary').then((module) => module.QuoteSummary),
  'insurance-company-picker': () => import('./InsuranceCompanyPicker').then((module) => module.InsuranceCompanyPicker),
  'schedule-picker': () => import('./SchedulePicker').then((module) => module.SchedulePicker),
  'payment-choice': () => import('./PaymentChoice').then((module) => module.PaymentChoice),
  'payment-handoff': () => import('./PaymentHandoff').then((module) => module.PaymentHandoff),
  'confirmation-summary': () => import('./ConfirmationSummary').then((module) => module.ConfirmationSummary),
};

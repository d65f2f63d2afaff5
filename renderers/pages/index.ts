import type { ComponentType } from 'react';
import type { RendererName } from '../../engine/compile/registry';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';
import type { PageRendererProps } from './PageRendererProps';

/**
 * Loads a custom renderer's code on demand (its own chunk, DESIGN performance rules), with the funnel's details when
 * it reads them (the price summary, the order summary's rows: FunnelRuntime.loadFunnelDetails, issue #12).
 */
export type LazyComponent = (runtime: Pick<FunnelRuntime, 'loadFunnelDetails'>) => Promise<ComponentType<PageRendererProps>>;

/** A renderer's code and the funnel's details, both loaded before it draws. */
const withFunnelDetails = <T,>(code: Promise<T>, runtime: Pick<FunnelRuntime, 'loadFunnelDetails'>): Promise<T> =>
  Promise.all([code, runtime.loadFunnelDetails()]).then(([module]) => module);

/**
 * The custom renderers YAML names with `renderer:` (DESIGN principle 1). Typed by engine/compile/registry.ts's
 * `RendererName`, so a name without a component here, or a component without a name there, fails to compile.
 */
export const pageRenderers: Record<RendererName, LazyComponent> = {
  'vehicle-selector': () => import('./VehicleSelector').then((module) => module.VehicleSelector),
  'glass-picker': () => import('./GlassPicker').then((module) => module.GlassPicker),
  'vin-entry': () => import('./VinEntry').then((module) => module.VinEntry),
  'quote-summary': (runtime) => withFunnelDetails(import('./QuoteSummary'), runtime).then((module) => module.QuoteSummary),
  'insurance-company-picker': () => import('./InsuranceCompanyPicker').then((module) => module.InsuranceCompanyPicker),
  'schedule-picker': () => import('./SchedulePicker').then((module) => module.SchedulePicker),
  'payment-choice': () => import('./PaymentChoice').then((module) => module.PaymentChoice),
  'payment-handoff': () => import('./PaymentHandoff').then((module) => module.PaymentHandoff),
  'confirmation-summary': (runtime) => withFunnelDetails(import('./ConfirmationSummary'), runtime).then((module) => module.ConfirmationSummary),
};

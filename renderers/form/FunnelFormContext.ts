import type { FunnelState } from '../../engine/domain/state';

/** What the generic form's widgets and fields read besides their own value: the funnel state (optionsFrom, questionsFrom). */
export interface FunnelFormContext {
  state: FunnelState;
}

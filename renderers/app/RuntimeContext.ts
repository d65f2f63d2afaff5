import { createContext } from 'react';
import type { FunnelRuntime } from '../../engine/runtime/createFunnelRuntime';

/** The funnel runtime the app was started with (renderers/app/main.tsx); pages read and submit through it. */
export const RuntimeContext = createContext<FunnelRuntime | null>(null);

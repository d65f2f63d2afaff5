import { createContext } from 'react';
import { createBusyState, type BusyState } from './createBusyState';

/** The app's busy counter (the loading overlay reads it; pages track their submits with it). */
export const BusyContext = createContext<BusyState>(createBusyState());

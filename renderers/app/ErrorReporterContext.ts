import { createContext } from 'react';
import type { ErrorReporter } from './createErrorReporter';

/** The app's error reporter (SPEC §8 failures to the front-end logger); null where none is provided (renderer tests). */
export const ErrorReporterContext = createContext<ErrorReporter | null>(null);

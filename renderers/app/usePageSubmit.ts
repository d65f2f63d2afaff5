import { useContext, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';
import { BusyContext } from './BusyContext';
import { isChunkLoadError } from './isChunkLoadError';
import { toChunkLoadError } from './loadChunk';
import { useFunnelRouter } from './FunnelRouterProvider';
import { toPagePath } from './toPagePath';
import { toSubmitFailureText } from './toSubmitFailureText';
import { useRuntime } from './useRuntime';
import { freezeView } from './viewFreeze';

/** A submit call's refusal of what was typed: the message belongs at `field` (SPEC §5). */
export interface FieldRefusalMessage {
  field: string;
  message: string;
}

/**
 * How every page renderer submits: the runtime applies the answers, makes the page's calls and resolves the scenario;
 * then the router goes there. A refusal at a field comes back to the caller (to show there and focus it); a refusal
 * of the page or a failed call becomes the page-level alert `pageError` (SPEC §8: server error bodies are never
 * shown); an exception while submitting goes to the error route (SPEC §2 global rule 6); code the submit needs that
 * fails to load (issue #12: the runtime's deferred part) goes to the page's error boundary, which offers the SPEC §8
 * reload (a browser does not fetch a module again once it failed; the answers are in the state, kept for the reload).
 * The loading overlay shows while it runs.
 */
export function usePageSubmit(pageId: string) {
  const runtime = useRuntime();
  const busy = useContext(BusyContext);
  const { router } = useFunnelRouter();
  const [submitting, setSubmitting] = useState(false);
  const [pageError, setPageError] = useState<string | null>(null);
  const [loadFailure, setLoadFailure] = useState<{ error: unknown } | null>(null);
  if (loadFailure) throw loadFailure.error;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Submits `formData` for `scenario` (the page's submit scenario by default); resolves a refusal, or null. */
  const submit = async (formData: Record<string, unknown>, scenario?: string): Promise<FieldRefusalMessage | null> => {
    setSubmitting(true);
    setPageError(null);
    // The page is not drawn again while its submit runs and the next page is entered (viewFreeze, issue #12); it shows
    // the state as it then is once that is over, whatever the outcome.
    const thaw = freezeView(runtime);
    try {
      // The click is answered (the button disabled, painted) before the submit's work starts (issue #12: INP).
      const outcome = await busy.track(afterNextPaint().then(() => runtime.submit(pageId, formData, scenario)));
      if (outcome.type === 'navigate' || outcome.type === 'error') {
        await router.navigate(toPagePath(runtime.model, outcome.to, outcome.query));
        return null;
      }
      if (!mounted.current) return null;
      if (outcome.type === 'invalid') {
        if (outcome.field !== null) return { field: outcome.field, message: outcome.message };
        setPageError(outcome.message);
        return null;
      }
      setPageError(toSubmitFailureText(outcome));
      return null;
    } catch (error) {
      if (isChunkLoadError(error)) {
        if (mounted.current) setLoadFailure({ error: toChunkLoadError(error) });
        return null;
      }
      console.error(error);
      if (mounted.current) setPageError(toSubmitFailureText(null));
      return null;
    } finally {
      thaw();
      if (mounted.current) setSubmitting(false);
    }
  };

  return { submit, submitting, pageError };
}

import { useContext } from 'react';
import { RuntimeContext } from './RuntimeContext';

/**
 * What shows while the first route loads (react-router's HydrateFallback): a spinner, and the loader text of
 * funnel.yaml only when its carousel flag is set (SPEC §9 "start-up loading shows text only when a carousel flag is
 * set"); without the flag the text is still there for screen readers. The class matches index.html's placeholder.
 */
export function BootLoader() {
  const loader = useContext(RuntimeContext)?.model.funnel.loader;
  const text = loader?.text ?? 'Loading...';
  return (
    <div className="boot-loader" role="status">
      <span className="spinner" aria-hidden="true" />
      <p className={loader?.carousel === false ? 'visually-hidden' : 'boot-loader-text'}>{text}</p>
    </div>
  );
}

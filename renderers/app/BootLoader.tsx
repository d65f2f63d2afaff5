import { useContext } from 'react';
import { RuntimeContext } from './RuntimeContext';

/**
 * What shows in the site's frame while the first page is entered: a spinner, and the loader text of funnel.yaml only
 * when its carousel flag is set (SPEC §9 "start-up loading shows text only when a carousel flag is set"); without the
 * flag the text is still there for screen readers. The header with the brand, phone and guarantee and the footer show
 * as soon as the code has run, not after the first page's calls (issue #12: on a slow phone network that round takes a
 * second). It holds the page's height, so the footer does not jump when the page arrives. index.html holds the same,
 * drawn at build time (SiteShell), until the code has run.
 */
export function PageBootLoader() {
  const loader = useContext(RuntimeContext)?.model.funnel.loader;
  const text = loader?.text ?? 'Loading...';
  return (
    <div className="boot-loader boot-loader-page" role="status">
      <span className="spinner" aria-hidden="true" />
      <p className={loader?.carousel === false ? 'visually-hidden' : 'boot-loader-text'}>{text}</p>
    </div>
  );
}

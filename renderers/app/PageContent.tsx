import { useFunnelState } from './useFunnelState';

/** What the content service says about a page (SPEC §7 page data, api/contract ContentPage), as the page keeps it. */
interface ContentPage {
  subtitle?: string | null;
  helpText?: string | null;
}

/**
 * The page's description under its title, and the help text of its content: a page's YAML declares the SPEC §7 page
 * data call in its `load` and keeps the answer in its own data (`user.pageData[page].content`). The subtitle stands in
 * for a description the YAML does not give; nothing shows until the content is there.
 */
export function PageContent({ pageId, description }: { pageId: string; description?: string }) {
  const state = useFunnelState([`user.pageData.${pageId}.content`]);
  const content = (state.user.pageData[pageId]?.content ?? null) as ContentPage | null;
  const subtitle = description || content?.subtitle || null;
  const helpText = content?.helpText || null;
  return (
    <>
      {subtitle ? <p className="page-description">{subtitle}</p> : null}
      {helpText ? (
        <p className="page-help" data-testid="page-help">
          {helpText}
        </p>
      ) : null}
    </>
  );
}

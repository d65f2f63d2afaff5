/** What a custom page renderer (renderers/pages) receives: the page it draws, from the model. */
export interface PageRendererProps {
  pageId: string;
}

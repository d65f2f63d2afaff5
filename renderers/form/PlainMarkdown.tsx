import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx's `Markdown` in the browser build (vite.config.ts alias; DESIGN performance rules):
 * funnel-config/ writes plain-text descriptions and help, so they render as text and the parser is never shipped.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

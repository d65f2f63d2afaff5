import { createContext } from 'react';

/**
 * The parts of the site's frame that never change during a visit (issue #12): the header bar (the brand's logo, name,
 * phone and hours) and the footer (the guarantee and secure-payment lines, the legal links, the company's name). The
 * build draws them from funnel-config into index.html (SiteShell, with SiteHeader and SiteFooter); the browser's Layout
 * keeps that markup as drawn instead of drawing it again, so neither their code nor the brand's words and logo are in
 * the browser's scripts.
 */
export interface StaticFrame {
  /** The markup inside `.site-header-bar`. */
  headerBar: string;
  /** The markup inside `.site-footer`. */
  footer: string;
}

/**
 * The static parts of the frame held by `root` (index.html's #root before React's first render empties it; in dev,
 * the inert `<template>` the dev server puts the frame in). A part the page does not hold is empty.
 */
export function readStaticFrame(root: ParentNode): StaticFrame {
  return {
    headerBar: root.querySelector('.site-header-bar')?.innerHTML ?? '',
    footer: root.querySelector('.site-footer')?.innerHTML ?? '',
  };
}

/** The host's frame (main.tsx reads it from index.html before the first render). */
export const StaticFrameContext = createContext<StaticFrame>({ headerBar: '', footer: '' });

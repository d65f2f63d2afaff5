import type { FunnelBrand } from '../../../engine/config/types';

/** The brand's colours (funnel.yaml `brand.colors`) and the stylesheet's custom properties they set (issue #14). */
const colourProperties = {
  primary: '--color-primary',
  primaryDark: '--color-primary-dark',
  accent: '--color-accent',
  page: '--color-page',
  text: '--color-text',
} as const;

/**
 * The brand's colours as CSS (`virtual:funnel-theme.css`, bundled after styles.css into the first stylesheet): the
 * static frame of index.html is painted in them before any script runs (issue #12), and the strict CSP needs no style
 * attribute. Empty without a brand. A colour that is not #rrggbb (the schema's and lint's rule) throws, naming it.
 */
export function toThemeCss(brand: FunnelBrand | undefined): string {
  if (!brand) return '';
  const declarations = Object.entries(colourProperties).map(([name, property]) => {
    const colour = brand.colors[name as keyof typeof colourProperties];
    if (!/^#(?:[0-9a-f]{2}){3}$/i.test(colour)) throw new Error(`funnel.yaml brand.colors.${name}: "${colour}" is not a #rrggbb colour.`);
    return `  ${property}: ${colour};`;
  });
  return `:root {\n${declarations.join('\n')}\n}\n`;
}

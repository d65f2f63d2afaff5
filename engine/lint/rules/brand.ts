import type { JsonPath } from '../../config/Diagnostic';
import { didYouMean } from '../didYouMean';
import { getMarkupProblem } from '../getMarkupProblem';
import type { LintRule } from '../LintRule';

/** WCAG 2.x AA contrast for body text. */
const minimumContrast = 4.5;

/** The text colour each theme colour carries, as the stylesheet draws it (renderers/app/styles.css). */
const contrastPairs: Array<{ colour: 'primary' | 'primaryDark' | 'accent' | 'text'; on: 'white' | 'page'; what?: string }> = [
  { colour: 'primary', on: 'white', what: 'white text on primary (the header, the primary button)' },
  { colour: 'primaryDark', on: 'white', what: 'white text on primaryDark (a hovered button)' },
  { colour: 'accent', on: 'white', what: 'accent text on white (the trust marks, the total)' },
  { colour: 'text', on: 'white', what: 'text on the white cards (the forms, the order summary)' },
  { colour: 'text', on: 'page' },
];

/** Markup a strict Content-Security-Policy blocks, or that would load from elsewhere, in an inline SVG. */
const blockedMarkup: Array<{ pattern: RegExp; why: string }> = [
  { pattern: /\sstyle\s*=/i, why: 'a style attribute (the CSP blocks inline styles: use fill/stroke attributes)' },
  { pattern: /<style[\s>]/i, why: 'a <style> element (the CSP blocks inline styles: use fill/stroke attributes)' },
  { pattern: /<script[\s>]|\son[a-z]+\s*=/i, why: 'a script (the CSP blocks it, and a logo needs none)' },
  { pattern: /(?:xlink:)?href\s*=\s*["']\s*(?:https?:|data:|\/\/)/i, why: 'a link to another file or site (the CSP allows this site only)' },
];

/**
 * funnel.yaml `brand` (issue #14): colours are #rrggbb and readable (WCAG AA 4.5:1 for the text drawn on them), the
 * logo and icon are SVG files of funnel-config/ that an inline SVG under the strict CSP can draw.
 */
export const brand: LintRule = {
  code: 'brand',
  description: 'A brand colour is not #rrggbb or leaves its text unreadable (WCAG AA), or the logo or icon is not a well-formed SVG file of funnel-config/ drawable under the CSP.',
  severity: 'error',
  check({ config, report }) {
    const settings = config.funnel.brand;
    if (!settings) return;
    const file = 'funnel.yaml';
    const colours = settings.colors;
    const valid = new Set<string>();
    for (const [name, value] of Object.entries(colours)) {
      if (/^#[0-9a-fA-F]{6}$/.test(value)) valid.add(name);
      else {
        const meant = toMeantColour(String(value));
        report({ file, path: ['brand', 'colors', name], message: `Brand colour ${name} "${value}" is not a #rrggbb colour (e.g. "#0a5c7a")${meant ? `; write "${meant}"` : ''}` });
      }
    }
    for (const pair of contrastPairs) {
      const background = pair.on === 'white' ? '#ffffff' : colours.page;
      if (!valid.has(pair.colour) || (pair.on === 'page' && !valid.has('page'))) continue;
      const ratio = getContrast(colours[pair.colour], background);
      if (ratio < minimumContrast && pair.on === 'page') {
        // Text unreadable on the white cards is told there, once. Text readable there but not on the page colour: the
        // page colour is what to change, and it is told at its line.
        if (getContrast(colours.text, '#ffffff') < minimumContrast) continue;
        report({ file, path: ['brand', 'colors', 'page'], message: `Brand colour page "${colours.page}" leaves the text ("${colours.text}") on it at ${ratio.toFixed(2)}:1, under WCAG AA's ${minimumContrast}:1; choose a lighter page colour` });
      } else if (ratio < minimumContrast) {
        const message = `Brand colour ${pair.colour} "${colours[pair.colour]}" leaves ${pair.what} at ${ratio.toFixed(2)}:1, under WCAG AA's ${minimumContrast}:1; choose a darker colour`;
        report({ file, path: ['brand', 'colors', pair.colour], message });
      }
    }
    const assets = config.assets ?? {};
    for (const key of ['logo', 'favicon'] as const) {
      const path = settings[key];
      if (path === undefined) continue;
      const at: JsonPath = ['brand', key];
      const markup = assets[path];
      if (!path.endsWith('.svg')) {
        report({ file, path: at, message: `Brand ${key} "${path}" is not an .svg file: the ${key} is drawn inline as SVG` });
      } else if (markup === undefined) {
        report({ file, path: at, message: `Brand ${key} "${path}" is not a file of funnel-config/${didYouMean(path, Object.keys(assets))}` });
      } else if (!/<svg[\s>]/i.test(markup)) {
        report({ file, path: at, message: `Brand ${key} "${path}" has no <svg> element` });
      } else {
        const blocked = blockedMarkup.find(({ pattern }) => pattern.test(markup));
        const malformed = getMarkupProblem(markup);
        if (blocked) report({ file, path: at, message: `Brand ${key} "${path}" has ${blocked.why}` });
        else if (malformed) report({ file, path: at, message: `Brand ${key} "${path}" is not well-formed SVG (a browser may draw none of it): ${malformed}` });
      }
    }
  },
};

/** The WCAG contrast ratio of two #rrggbb colours. */
function getContrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The #rrggbb a colour written another common way stands for: #rgb shorthand, the hex digits without their #, or
 * rgb(r, g, b) with whole numbers; undefined for anything else.
 */
function toMeantColour(value: string): string | undefined {
  const text = value.trim();
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text);
  if (short && text.startsWith('#')) return `#${short.slice(1).map((digit) => digit + digit).join('')}`.toLowerCase();
  if (/^[0-9a-fA-F]{6}$/.test(text)) return `#${text}`.toLowerCase();
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(text);
  if (rgb && rgb.slice(1).every((part) => Number(part) <= 255)) return `#${rgb.slice(1).map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`;
  return undefined;
}

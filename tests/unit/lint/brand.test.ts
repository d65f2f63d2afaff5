import { describe, it } from 'vitest';
import type { FunnelBrand, FunnelConfig } from '../../../engine/config/types';
import { expectLintCase } from './lintFixture';
import type { LintCase } from './lintFixture';

const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0a5c7a"/></svg>';

/** The base config with a valid brand (logo at brand/logo.svg), then `change` applied to the brand and the files. */
const withBrand = (change: (brand: FunnelBrand, assets: Record<string, string>) => void = () => {}) => (config: FunnelConfig) => {
  const brand: FunnelBrand = {
    name: 'Test Glass',
    logo: 'brand/logo.svg',
    colors: { primary: '#0a5c7a', primaryDark: '#074257', accent: '#177245', page: '#f4f6f8', text: '#1b1f24' },
    phone: '1-800-555-0199',
    guarantee: 'Guaranteed.',
    securePayment: 'Secure.',
  };
  const assets: Record<string, string> = { 'brand/logo.svg': logo };
  change(brand, assets);
  config.funnel.brand = brand;
  config.assets = assets;
};

// Positions follow yaml.stringify's layout of funnel.yaml (lintFixture's toConfigFiles): brand comes after the fixture's keys.
const cases: LintCase[] = [
  { name: 'no brand: nothing to check', mutate: () => {}, expected: [] },
  { name: 'a valid brand has none', mutate: withBrand(), expected: [] },
  {
    name: 'a colour that is not #rrggbb',
    mutate: withBrand((brand) => (brand.colors.accent = 'green')),
    expected: [{ file: 'funnel.yaml', at: '151:13', message: 'Brand colour accent "green" is not a #rrggbb colour (e.g. "#0a5c7a")', exact: true }],
  },
  {
    name: 'a short hex colour: written out',
    mutate: withBrand((brand) => (brand.colors.primary = '#07a')),
    expected: [{ file: 'funnel.yaml', at: '149:14', message: 'Brand colour primary "#07a" is not a #rrggbb colour (e.g. "#0a5c7a"); write "#0077aa"', exact: true }],
  },
  {
    name: 'a colour without its # or as rgb(): the #rrggbb it stands for',
    mutate: withBrand((brand) => {
      brand.colors.primary = '0A5C7A';
      brand.colors.accent = 'rgb(23, 114, 69)';
    }),
    expected: [
      { file: 'funnel.yaml', at: '149:14', message: 'Brand colour primary "0A5C7A" is not a #rrggbb colour (e.g. "#0a5c7a"); write "#0a5c7a"', exact: true },
      { file: 'funnel.yaml', at: '151:13', message: 'Brand colour accent "rgb(23, 114, 69)" is not a #rrggbb colour (e.g. "#0a5c7a"); write "#177245"', exact: true },
    ],
  },
  {
    name: 'a primary colour too light for white text',
    mutate: withBrand((brand) => (brand.colors.primary = '#7fd1ea')),
    expected: [{ file: 'funnel.yaml', at: '149:14', message: 'leaves white text on primary (the header, the primary button) at 1.7' }],
  },
  {
    name: 'body text too light: told once, on the white cards where most text is drawn',
    mutate: withBrand((brand) => (brand.colors.text = '#9aa3ad')),
    expected: [{ file: 'funnel.yaml', at: '153:11', message: 'Brand colour text "#9aa3ad" leaves text on the white cards (the forms, the order summary) at 2.', exact: false }],
  },
  {
    name: 'a dark page with light text: readable on the page, not on the white cards',
    mutate: withBrand((brand) => Object.assign(brand.colors, { page: '#222222', text: '#eeeeee' })),
    expected: [{ file: 'funnel.yaml', at: '153:11', message: 'Brand colour text "#eeeeee" leaves text on the white cards (the forms, the order summary) at 1.16:1', exact: false }],
  },
  {
    name: 'a page colour too dark for the text, told at the page colour edited',
    mutate: withBrand((brand) => (brand.colors.page = '#333333')),
    expected: [{ file: 'funnel.yaml', at: '152:11', message: 'Brand colour page "#333333" leaves the text ("#1b1f24") on it at 1.31:1, under WCAG AA\'s 4.5:1; choose a lighter page colour', exact: true }],
  },
  {
    name: 'a logo that is not a file of funnel-config/',
    mutate: withBrand((brand) => (brand.logo = 'brand/logo2.svg')),
    expected: [{ file: 'funnel.yaml', at: '147:9', message: 'Brand logo "brand/logo2.svg" is not a file of funnel-config/; did you mean "brand/logo.svg"?', exact: true }],
  },
  {
    name: 'a logo that is not an SVG',
    mutate: withBrand((brand) => (brand.logo = 'brand/logo.png')),
    expected: [{ file: 'funnel.yaml', at: '147:9', message: 'Brand logo "brand/logo.png" is not an .svg file' }],
  },
  {
    name: 'a favicon the CSP would not draw (a style attribute)',
    mutate: withBrand((brand, assets) => {
      brand.favicon = 'brand/icon.svg';
      assets['brand/icon.svg'] = '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:red" width="8" height="8"/></svg>';
    }),
    expected: [{ file: 'funnel.yaml', at: '157:12', message: 'Brand favicon "brand/icon.svg" has a style attribute' }],
  },
  {
    name: 'a logo loading a picture from another site',
    mutate: withBrand((_, assets) => (assets['brand/logo.svg'] = '<svg><image href="https://cdn.example.com/a.png"/></svg>')),
    expected: [{ file: 'funnel.yaml', at: '147:9', message: 'has a link to another file or site' }],
  },
  {
    name: 'a logo file that holds no SVG',
    mutate: withBrand((_, assets) => (assets['brand/logo.svg'] = 'not a picture')),
    expected: [{ file: 'funnel.yaml', at: '147:9', message: 'Brand logo "brand/logo.svg" has no <svg> element', exact: true }],
  },
  {
    name: 'a logo that is not well-formed: a tag left open, closed out of order, a value without quotes, a stray close (the line in the SVG)',
    mutate: withBrand((brand, assets) => {
      assets['brand/logo.svg'] = '<svg xmlns="http://www.w3.org/2000/svg">\n  <g>\n  <rect width="8" height="8"/>\n</svg>';
      brand.favicon = 'brand/icon.svg';
      assets['brand/icon.svg'] = '<svg xmlns="http://www.w3.org/2000/svg">\n  <!-- a <comment> -->\n  <rect width=8 height="8"/>\n</svg>';
    }),
    expected: [
      { file: 'funnel.yaml', at: '147:9', message: 'Brand logo "brand/logo.svg" is not well-formed SVG (a browser may draw none of it): line 4: </svg> closes <g> of line 2; close <g> first', exact: true },
      { file: 'funnel.yaml', at: '157:12', message: 'Brand favicon "brand/icon.svg" is not well-formed SVG (a browser may draw none of it): line 3: <rect width=8 height="8"/> is not a whole tag (an attribute\'s value needs quotes around it, and every tag its closing >)', exact: true },
    ],
  },
  {
    name: 'a logo closing a tag it never opened',
    mutate: withBrand((_, assets) => (assets['brand/logo.svg'] = '<?xml version="1.0"?>\n<svg><rect width="8" height="8"/></g></svg>')),
    expected: [{ file: 'funnel.yaml', at: '147:9', message: 'line 2: </g> closes no open <g> (delete it, or open it)' }],
  },
];

describe('brand', () => {
  it.each(cases)('$name', (row) => expectLintCase('brand', row));
});

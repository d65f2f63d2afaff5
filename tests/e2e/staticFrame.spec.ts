/**
 * The site's frame in index.html (issue #12): the build draws it from funnel-config (renderers/app/SiteShell.tsx), so the
 * browser paints the brand's header, the loader and the footer from the HTML and the stylesheet before any script has
 * run, at whatever address the visit starts; React's first render takes its place without moving the header.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import type { FunnelFileConfig } from '../../engine/config/types';
import { expect, test } from './support/cspGuard';

/** What the build drew the frame from: funnel-config/funnel.yaml, and the entry page's title. */
const funnel = parse(readFileSync('funnel-config/funnel.yaml', 'utf8')) as FunnelFileConfig;
const brand = funnel.brand!;
const entryTitle = (parse(readFileSync(`funnel-config/pages/${funnel.entry}.yaml`, 'utf8')) as { title: string }).title;

/** A #rrggbb colour as the browser computes it. */
const toRgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** Holds every request matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [360, 1280]) {
    for (const route of [funnel.entry, 'quote', 'error']) {
      test(`${width} px, /fmg/${route}: the brand's header in its colour, the loader and the footer, from the HTML alone`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/fmg/${route}`);
        const header = page.getByRole('banner');
        await expect(header).toBeVisible();
        await expect(header).toContainText(brand.name);
        await expect(header).toHaveCSS('background-color', toRgb(brand.colors.primary));
        await expect(header.getByRole('link', { name: `Questions? Call ${brand.phone}` })).toBeVisible();
        // The progress's place is kept, claiming no stage (the stage is the page's; the same HTML serves every address).
        await expect(header.getByRole('progressbar')).toHaveCount(0);
        await expect(page.getByRole('main').getByRole('status')).toHaveText(funnel.loader.text);
        await expect(page.getByRole('contentinfo')).toContainText(brand.guarantee);
      });
    }
  }
});

for (const width of [390, 1280]) {
  test(`${width} px: React takes over the static frame without moving the header or the loader, and each landmark is there once`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // The entry script held: what shows is index.html's frame, painted before any script has run.
    const releaseEntry = await hold(page, /\/fmg\/assets\/index-[^/]+\.js$/);
    // The first page's calls held: what shows once the script has run is React's frame around the loader.
    const releaseCalls = await hold(page, /\/api\/v1\/(vehicle\/years|content)/);
    await page.goto(`/fmg/${funnel.entry}`, { waitUntil: 'commit' });
    const header = page.getByRole('banner');
    const loader = page.locator('main .boot-loader');
    await expect(header).toContainText(brand.name);
    // Styled (the stylesheet is in): in the brand's colour, before any script has run.
    await expect(header).toHaveCSS('background-color', toRgb(brand.colors.primary));
    await expect(page.locator('#progress-label')).toHaveCount(0);
    const staticHeader = await header.boundingBox();
    const staticLoader = await loader.boundingBox();

    releaseEntry();
    // React's frame: the progress of the page being entered fills the place the static frame kept.
    await expect(page.locator('#progress-label')).toBeVisible();
    await expect(loader).toBeVisible();
    expect(await header.boundingBox()).toEqual(staticHeader);
    expect(await loader.boundingBox()).toEqual(staticLoader);
    // The loader React draws is the one already shown: it does not fade in again.
    await expect(page.locator('.page-enter')).toHaveCSS('animation-name', 'none');
    for (const role of ['banner', 'main', 'contentinfo'] as const) await expect(page.getByRole(role)).toHaveCount(1);
    await expect(page.locator('#root > .app')).toHaveCount(1);

    releaseCalls();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entryTitle);
    expect(await header.boundingBox()).toEqual(staticHeader);
  });
}

/**
 * Writes the review gallery of issue #14: runs tests/e2e/visual.spec.ts with SCREENSHOTS_DIR=screenshots/ (every page
 * and its main states at 360, 390 and 1280 px, compared with the committed baselines on the way), then writes
 * screenshots/index.html — one page, grouped by page and state in journey order, the three widths side by side, each
 * with its file name and caption — and prints its path. Run after `npm run build`: `npm run screenshots` (E2E_PORT as
 * for any e2e run). Exits with the test run's status: a page that differs from its baseline is still in the gallery.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** One screenshot as the spec records it (shots.jsonl). */
interface Shot {
  step: number;
  name: string;
  width: number;
  file: string;
  path: string;
  heading: string;
}

const dir = resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/visual.spec.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, SCREENSHOTS_DIR: dir },
});

const manifest = join(dir, 'shots.jsonl');
const shots: Shot[] = existsSync(manifest)
  ? readFileSync(manifest, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Shot)
  : [];

/** Escapes text for HTML. */
const html = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

// Groups by page state, in the order the journey reaches them (the smallest step any width gave it).
const groups = new Map<string, Shot[]>();
for (const shot of shots) groups.set(shot.name, [...(groups.get(shot.name) ?? []), shot]);
const ordered = [...groups.entries()].sort(([, a], [, b]) => Math.min(...a.map((s) => s.step)) - Math.min(...b.map((s) => s.step)));

const sections = ordered.map(([name, group]) => {
  const figures = group
    .sort((a, b) => a.width - b.width)
    .map(
      (shot) => `<figure style="width:${Math.min(shot.width, 480)}px">
        <a href="${html(shot.file)}"><img src="${html(shot.file)}" alt="${html(`${name} at ${shot.width} px`)}" width="${Math.min(shot.width, 480)}" loading="lazy"></a>
        <figcaption><b>${shot.width} px</b> · ${html(shot.file)}<br>${html(shot.path)} — “${html(shot.heading)}”</figcaption>
      </figure>`,
    )
    .join('\n');
  return `<section id="${html(name)}"><h2>${html(name)}</h2><div class="row">${figures}</div></section>`;
});

writeFileSync(
  join(dir, 'index.html'),
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Funnel screenshots</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;background:#eee;color:#222}
nav a{margin-right:12px}
section{margin:32px 0}
.row{display:flex;gap:24px;align-items:flex-start;overflow-x:auto}
figure{margin:0;flex:none}
img{display:block;border:1px solid #999;background:#fff;height:auto}
figcaption{margin-top:6px;color:#444}
</style></head><body>
<h1>Funnel screenshots (${shots.length}, ${new Date().toISOString()})</h1>
<p>Every page and main state of tests/e2e/visual.spec.ts at 360, 390 and 1280 px; pink boxes mask what changes between runs (dates, times, order numbers). Click a screenshot for full size.</p>
<nav>${ordered.map(([name]) => `<a href="#${html(name)}">${html(name)}</a>`).join(' ')}</nav>
${sections.join('\n')}
</body></html>
`,
);
console.log(`\nGallery: ${join(dir, 'index.html')} (${shots.length} screenshots)`);
process.exit(run.status ?? 1);

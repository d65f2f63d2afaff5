/**
 * Checks the production bundle against DESIGN's performance rules: no YAML parser (the browser never parses YAML) and
 * no `new Function` (validators are precompiled, so a strict Content-Security-Policy works). Run after `npm run build`:
 * `node --import tsx tests/harness/checkBundle.ts [distDir]`; exits 1 naming each offending file, 2 without a build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What must not appear in a shipped script, and why. */
const forbidden = [
  { marker: 'new Function', reason: 'runtime code generation (ajv compiling a schema); validators must be precompiled' },
  // The `yaml` package's error class name: a string literal in its source, so it survives minification.
  { marker: 'YAMLParseError', reason: 'the yaml parser; funnel-config/ must be compiled at build time' },
] as const;

const distDir = process.argv[2] ?? fileURLToPath(new URL('../../dist', import.meta.url));
const assetsDir = join(distDir, 'assets');
if (!existsSync(assetsDir)) {
  console.error(`No build at ${assetsDir}: run \`npm run build\` first.`);
  process.exit(2);
}

const scripts = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
const problems: string[] = [];
for (const name of scripts) {
  const code = readFileSync(join(assetsDir, name), 'utf8');
  for (const { marker, reason } of forbidden) {
    if (code.includes(marker)) problems.push(`${relative(process.cwd(), join(assetsDir, name))}: contains "${marker}" (${reason})`);
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Bundle check passed: ${scripts.length} scripts, no ${forbidden.map((f) => `"${f.marker}"`).join(' and no ')}.`);

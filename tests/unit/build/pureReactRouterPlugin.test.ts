/**
 * Issue #12: react-router's top-level components and contexts are marked pure in the build, so the bundle leaves out
 * what the funnel does not use (its data router, links, forms). Against the react-router build installed here: a
 * react-router update that changes how they are written fails here, not silently in the bundle's size.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { pureReactRouterPlugin } from '../../../renderers/app/build/pureReactRouterPlugin';

const productionDir = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
/** react-router's production build: the module that holds its API. */
const apiFile = readdirSync(productionDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => join(productionDir, name))
  .find((file) => readFileSync(file, 'utf8').includes('function useNavigate('))!;

const plugin = pureReactRouterPlugin();
const transform = (code: string, id: string) => {
  const hook = plugin.transform as { filter: { id: RegExp }; handler: (code: string, id: string) => { code: string } | null };
  return hook.filter.id.test(id) ? (hook.handler.call({} as never, code, id)?.code ?? code) : code;
};

describe('pureReactRouterPlugin', () => {
  it("marks every top-level component and context of react-router's build pure and drops their display names", () => {
    const code = readFileSync(apiFile, 'utf8');
    const definitions = code.match(/^(?:var|const|let) \w+ = React\d*\.(?:forwardRef|memo|createContext)\(/gm) ?? [];
    expect(definitions.length).toBeGreaterThan(10);
    const marked = transform(code, apiFile);
    expect(marked.match(/^(?:var|const|let) \w+ = \/\* @__PURE__ \*\/ React\d*\.(?:forwardRef|memo|createContext)\(/gm)).toHaveLength(definitions.length);
    expect(marked).not.toMatch(/^\w+\.displayName = /m);
    // Line by line as before, so positions in it still hold.
    expect(marked.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves every other module as it is', () => {
    const code = 'var Link = React10.forwardRef(() => null);\nLink.displayName = "Link";\n';
    expect(transform(code, '/app/node_modules/other/dist/index.mjs')).toBe(code);
    expect(transform(code, '/app/renderers/app/Link.tsx')).toBe(code);
  });

  it('a bundle of what the funnel uses of react-router leaves out its links and route matching; without the plugin it has them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pure-react-router-'));
    const entry = join(dir, 'entry.js');
    writeFileSync(entry, "export { Router, useLocation, useNavigate } from 'react-router';\n");
    const bundle = async (plugins: ReturnType<typeof pureReactRouterPlugin>[]) => {
      const output = await build({
        configFile: false,
        root: dir,
        logLevel: 'silent',
        plugins,
        resolve: { alias: [{ find: /^react-router$/, replacement: join(productionDir, 'index.mjs') }] },
        build: { write: false, minify: false, lib: { entry, formats: ['es'] }, rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] } },
      });
      const [result] = Array.isArray(output) ? output : [output];
      return (result as { output: Array<{ code?: string }> }).output.map((chunk) => chunk.code ?? '').join('\n');
    };
    let withPlugin: string;
    let without: string;
    try {
      withPlugin = await bundle([pureReactRouterPlugin()]);
      without = await bundle([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    for (const name of ['function LinkWithRef(', 'var NavLink = ', 'function useRoutesImpl(']) {
      expect(without).toContain(name);
      expect(withPlugin).not.toContain(name);
    }
    expect(withPlugin).toContain('function useNavigate(');
  }, 60_000);
});

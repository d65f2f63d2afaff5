import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** DESIGN principle 2: engine/ imports no React, no DOM bindings, no axios, no Node built-ins; only engine/cli may. */
const root = join(import.meta.dirname, '../../..');
const engine = join(root, 'engine');

const forbiddenPackages = ['react', 'react-dom', 'react-router', 'axios'];
const builtins = new Set(builtinModules.flatMap((name) => [name, name.split('/')[0]!]));

function isForbidden(specifier: string): boolean {
  if (specifier.startsWith('node:')) return true;
  if (specifier.startsWith('@rjsf/')) return true;
  const [first, second] = specifier.split('/');
  const packageName = specifier.startsWith('@') ? `${first}/${second}` : first!;
  return forbiddenPackages.includes(packageName) || builtins.has(packageName);
}

function listTypeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return full === join(engine, 'cli') ? [] : listTypeScriptFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Module specifiers of static imports, re-exports, dynamic imports and requires. */
function getImports(source: string): string[] {
  const patterns = [
    /\bimport\s+(?:type\s+)?[\s\S]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?(?:\*|\{[\s\S]*?\})\s*(?:as\s+\w+\s*)?from\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

describe('engine purity', () => {
  it('finds the engine sources', () => {
    expect(listTypeScriptFiles(engine).length).toBeGreaterThan(10);
  });

  it('the import scanner sees every import form', () => {
    const sample = `import fs from 'fs';\nimport type { X } from "react";\nexport * from 'node:path';\nconst a = await import('axios');\nrequire('@rjsf/core');\nimport 'os';`;
    expect(getImports(sample).filter(isForbidden).sort()).toEqual(['@rjsf/core', 'axios', 'fs', 'node:path', 'os', 'react']);
    expect(['yaml', 'ajv', 'immer', './state', '../config/types', 'mitt'].filter(isForbidden)).toEqual([]);
  });

  it('no file outside engine/cli imports React, RJSF, axios or a Node built-in', () => {
    const offences = listTypeScriptFiles(engine).flatMap((file) =>
      getImports(readFileSync(file, 'utf8'))
        .filter(isForbidden)
        .map((specifier) => `${relative(root, file)} imports "${specifier}"`),
    );
    expect(offences).toEqual([]);
  });
});

import { isAlias, LineCounter, parseDocument, visit } from 'yaml';
import type { Document } from 'yaml';
import type { YAMLError } from 'yaml';
import type { CascadeRule, FunnelConfig, FunnelFileConfig, PageActionConfig, PageConfig, SequenceConfig } from './types';
import type { Diagnostic } from './Diagnostic';
import type { ParsedValueCache } from './ParsedValueCache';
import { SourceIndex } from './SourceIndex';
import type { ParsedSource } from './SourceIndex';
import { getSchemaValidators } from './getSchemaValidators';
import type { ConfigFileKind } from './getSchemaValidators';
import { toSchemaDiagnostics } from './toSchemaDiagnostics';
import { describeYamlError, type YamlErrorDescription } from './describeYamlError';
import { describeYamlProblems } from './describeYamlProblems';
import { describeEncodingProblem } from './decodeConfigText';

/** One file of funnel-config/, its path relative to the config directory (`funnel.yaml`, `pages/quote.yaml`). */
export interface ConfigFile {
  path: string;
  text: string;
}

/** What parsing funnel-config/ gives: the config (null when a file is missing, is not YAML or fails its schema). */
export interface ParsedFunnelConfig {
  config: FunnelConfig | null;
  diagnostics: Diagnostic[];
  sources: SourceIndex;
}

const PAGE_FILE = /^pages\/([^/]+)\.yaml$/;
/** Pictures funnel.yaml names (the brand's logo and icon). */
const ASSET_FILE = /\.svg$/;

/**
 * Parses and validates the files of funnel-config/ (DESIGN principles 1, 7, 8): YAML syntax errors, duplicate keys,
 * schema violations and page-id/file-name mismatches become positioned diagnostics, never exceptions. Pure: the
 * caller reads the files (engine/cli/readConfigDir), and may pass a cache of the values of files parsed before (the
 * compiled CLI does: issue #11), so an unchanged file is not parsed again unless a diagnostic points into it.
 */
export function parseFunnelConfig(files: ConfigFile[], cache?: ParsedValueCache): ParsedFunnelConfig {
  const sources = new SourceIndex();
  const diagnostics: Diagnostic[] = [];
  const validators = getSchemaValidators();
  let funnel: FunnelFileConfig | undefined;
  let cascades: CascadeRule[] | undefined;
  let sequences: Record<string, SequenceConfig> | undefined;
  let actions: Record<string, PageActionConfig> | undefined;
  const pages: PageConfig[] = [];
  const mismatched: Array<{ page: PageConfig; file: string; fileId: string }> = [];
  const assets: Record<string, string> = {};
  let complete = true;

  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const { path: file, text } of sorted) {
    // A file saved as Windows-1252 or Latin-1 (its "é" a "�" once read): reported, its other problems too.
    const encoding = describeEncodingProblem(text);
    if (encoding) diagnostics.push(textDiagnostic(encoding, file, text));
    if (encoding?.unreadable) {
      complete = false;
      continue;
    }
    // Issue #14: the brand's pictures are files of their own, kept as they are (lint: brand checks them).
    if (ASSET_FILE.test(file)) {
      assets[file] = text;
      continue;
    }
    const kind = getFileKind(file);
    if (!kind) {
      // A config file under a name the funnel does not read (`.yml`, a folder of pages/, a page beside funnel.yaml):
      // the product owner's edits there change nothing, so it is an error that says where the file belongs.
      const meant = getMeantConfigFile(file, text);
      if (meant !== undefined) {
        const exists = files.some((other) => other.path === meant);
        diagnostics.push(fileDiagnostic('unknown-file', 'error', file,
          `"${file}" is not read, so what it says changes nothing: ${exists ? `the funnel reads ${meant}; make the change there and delete this file` : `${meant.split('/').slice(0, -1).join('/') === file.split('/').slice(0, -1).join('/') ? 'rename' : 'move'} it to ${meant}`}`));
        continue;
      }
      diagnostics.push(fileDiagnostic('unknown-file', 'warning', file,
        `Unexpected file "${file}": funnel-config/ holds funnel.yaml, cascades.yaml, sequences.yaml, actions.yaml, pages/<id>.yaml and .svg pictures; it is ignored`));
      continue;
    }
    let value = cache?.get(text);
    if (value !== undefined) {
      sources.addFile(file, text, () => parseSource(text));
    } else {
      const parsed = parseSource(text);
      const { document } = parsed;
      sources.addFile(file, text, () => parsed);

      for (const error of document.errors) {
        if (error.code === 'DUPLICATE_KEY') diagnostics.push(duplicateKeyDiagnostic(error, file, kind, sources));
      }
      const problems = describeYamlProblems(document, text);
      for (const described of problems) diagnostics.push(yamlDiagnostic(described, 'error', file, sources));
      // A tag YAML does not know (`title: !important service`) drops text from the value: an error, as a syntax one.
      for (const warning of document.warnings) diagnostics.push(yamlDiagnostic(describeYamlError(warning, text), warning.code === 'TAG_RESOLVE_FAILED' ? 'error' : 'warning', file, sources));
      if (problems.length > 0) {
        complete = false;
        continue;
      }

      try {
        value = document.toJS();
      } catch (error) {
        // An alias without its anchor, or too many alias expansions, only shows when converting.
        complete = false;
        diagnostics.push(conversionDiagnostic(error, document, file, sources));
        continue;
      }
      // Only a file YAML has nothing to say about is cached: a cache hit skips the YAML diagnostics above.
      if (document.errors.length === 0 && document.warnings.length === 0) cache?.set(text, value);
    }
    const validate = validators[kind];
    if (!validate(value)) {
      complete = false;
      diagnostics.push(...toSchemaDiagnostics(validate.errors ?? [], file, sources, { root: value }));
      continue;
    }
    if (kind === 'funnel') funnel = value as FunnelFileConfig;
    else if (kind === 'cascades') cascades = (value as { cascades: CascadeRule[] }).cascades;
    else if (kind === 'sequences') sequences = (value as { sequences: Record<string, SequenceConfig> }).sequences;
    else if (kind === 'actions') actions = (value as { actions: Record<string, PageActionConfig> }).actions;
    else {
      const page = value as PageConfig;
      const fileId = PAGE_FILE.exec(file)?.[1] ?? '';
      if (page.id !== fileId) mismatched.push({ page, file, fileId });
      sources.setPageFile(page.id, file);
      pages.push(page);
    }
  }

  for (const { page, file, fileId } of mismatched) {
    diagnostics.push({
      code: 'page-id-mismatch',
      message: `Page id "${page.id}" does not match its file name "${fileId}.yaml"${getIdMismatchHint(page, fileId, pages, funnel, sequences)}`,
      severity: 'error',
      file,
      range: sources.getRange(file, ['id']),
      path: ['id'],
    });
  }

  for (const [file, present] of [['funnel.yaml', funnel], ['cascades.yaml', cascades]] as const) {
    if (present === undefined && !sorted.some((f) => f.path === file)) {
      complete = false;
      diagnostics.push(fileDiagnostic('missing-file', 'error', file, `Missing ${file} in the config directory`));
    }
  }

  // sequences.yaml and actions.yaml are optional: a funnel without them has no sequences and no shared actions.
  const config = complete && funnel && cascades ? { funnel, pages, cascades, sequences: sequences ?? {}, actions: actions ?? {}, assets } : null;
  return { config, diagnostics, sources };
}

/**
 * Which of a page's two names to keep: a page copied with its id left (another page has it) takes its file's name;
 * otherwise the one the rest of the config goes to (navigation `to`, sequences, auto-route orders, funnel.yaml's
 * pages) — the id mistyped (the file's name is what the others name), or the file renamed (the id is).
 */
function getIdMismatchHint(
  page: PageConfig,
  fileId: string,
  pages: PageConfig[],
  funnel: FunnelFileConfig | undefined,
  sequences: Record<string, SequenceConfig> | undefined,
): string {
  const named: string[] = [funnel?.entry, funnel?.firstPage, funnel?.submittedPage].filter((name): name is string => typeof name === 'string');
  const addRules = (value: unknown): void => {
    for (const rule of Array.isArray(value) ? value : [value]) if (rule && typeof rule === 'object' && typeof (rule as { to?: unknown }).to === 'string') named.push((rule as { to: string }).to);
  };
  for (const other of pages) {
    if (other !== page) Object.values(other.navigation ?? {}).forEach(addRules);
    named.push(...(other.order ?? []));
  }
  for (const sequence of Object.values(sequences ?? {})) {
    named.push(...(sequence.steps ?? []).map((step) => step.page));
    addRules(sequence.after);
    addRules(sequence.before);
  }
  const count = (name: string) => named.filter((candidate) => candidate === name).length;
  const copy = pages.find((other) => other !== page && other.id === page.id);
  if (copy) return `, and page "${page.id}" is another file's: write id: ${fileId}`;
  if (count(page.id) > 0 && count(fileId) === 0) {
    return `: ${count(page.id)} place${count(page.id) > 1 ? 's' : ''} go to "${page.id}"; rename the file to "${page.id}".yaml (or write id: ${fileId} and change them)`;
  }
  return `; did you mean "${fileId}"${count(fileId) > 0 ? ` (its file's name, which ${count(fileId)} place${count(fileId) > 1 ? 's' : ''} go to)` : ' (its file\'s name)'}?`;
}

/** A file's YAML document: the one parse of it, here or when the SourceIndex needs a position in a cached file. */
function parseSource(text: string): ParsedSource {
  const lineCounter = new LineCounter();
  return { document: parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false }), lineCounter };
}

/**
 * Where a file the funnel does not read belongs, when it is one of its config files under another name: `.yml` for
 * `.yaml`, a page in a folder of pages/ or beside funnel.yaml (a YAML file that starts as a page does, `id:` and
 * `kind:`). Undefined for anything else (notes, a README).
 */
function getMeantConfigFile(file: string, text: string): string | undefined {
  const yaml = file.replace(/\.yml$/i, '.yaml').replace(/\.YAML$/, '.yaml');
  if (getFileKind(yaml)) return yaml;
  if (!/\.yaml$/.test(yaml) || file.startsWith('journeys/')) return undefined;
  const name = yaml.split('/').pop()!;
  if (getFileKind(name)) return name;
  const isPage = /^id:\s*\S/m.test(text) && /^kind:\s*(page|virtual)\b/m.test(text);
  return isPage && getFileKind(`pages/${name}`) ? `pages/${name}` : undefined;
}

function getFileKind(file: string): ConfigFileKind | undefined {
  if (file === 'funnel.yaml') return 'funnel';
  if (file === 'cascades.yaml') return 'cascades';
  if (file === 'sequences.yaml') return 'sequences';
  if (file === 'actions.yaml') return 'actions';
  if (PAGE_FILE.test(file)) return 'page';
  return undefined;
}

/** A problem of a file's text as a whole (its encoding), placed by the text alone: a picture has no YAML document to place it by. */
function textDiagnostic({ message, start, end }: YamlErrorDescription, file: string, text: string): Diagnostic {
  const toPosition = (offset: number) => {
    const before = text.slice(0, offset);
    const line = before.split('\n').length - 1;
    return { line, character: offset - (before.lastIndexOf('\n') + 1) };
  };
  return { code: 'yaml-syntax', message, severity: 'error', file, range: { start: toPosition(start), end: toPosition(end) }, path: [] };
}

function yamlDiagnostic({ message, start, end }: YamlErrorDescription, severity: 'error' | 'warning', file: string, sources: SourceIndex): Diagnostic {
  const { path } = sources.getPathAtOffset(file, start);
  return { code: 'yaml-syntax', message, severity, file, range: sources.toRange(file, start, end), path };
}

/** Duplicate keys silently drop a value; in a page's navigation map that is a whole scenario (code duplicate-scenario). */
function duplicateKeyDiagnostic(error: YAMLError, file: string, kind: ConfigFileKind, sources: SourceIndex): Diagnostic {
  const [start, end] = error.pos;
  const { path } = sources.getPathAtOffset(file, start);
  const key = String(path[path.length - 1] ?? '');
  const isScenario = kind === 'page' && path.length === 2 && path[0] === 'navigation';
  return {
    code: isScenario ? 'duplicate-scenario' : 'duplicate-key',
    message: isScenario
      ? `Scenario "${key}" is declared twice in navigation; the later one would silently replace the earlier`
      : `Duplicate key "${key}"; the later value would silently replace the earlier`,
    severity: 'error',
    file,
    range: sources.toRange(file, start, end),
    path,
  };
}

function conversionDiagnostic(error: unknown, document: Document.Parsed, file: string, sources: SourceIndex): Diagnostic {
  let range = sources.toRange(file, 0, 0);
  visit(document, {
    Alias(_, node) {
      if (isAlias(node) && node.resolve(document) === undefined && node.range) {
        range = sources.toRange(file, node.range[0], node.range[1]);
        return visit.BREAK;
      }
      return undefined;
    },
  });
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'yaml-syntax', message: `YAML: ${message.replace(/\s+/g, ' ').trim()}`, severity: 'error', file, range, path: [] };
}

function fileDiagnostic(code: string, severity: 'error' | 'warning', file: string, message: string): Diagnostic {
  const zero = { line: 0, character: 0 };
  return { code, message, severity, file, range: { start: zero, end: zero }, path: [] };
}

import type { JsonPath } from '../../config/Diagnostic';
import { codeReadSettings } from '../../compile/codeReadSettings';
import { didYouMean } from '../didYouMean';
import { getClosestName } from '../getClosestName';
import { getConditionStatePaths } from '../getConditionStatePaths';
import { getBindings, getBindingValues } from '../getBindings';
import type { LintRule } from '../LintRule';
import { visitConditions } from '../visitConditions';

const settingsPrefix = 'settings.';

/**
 * A `settings.<Key>` read in YAML (a condition, a binding's `{from}`) must name a setting key declared in funnel.yaml
 * experimentSettings (SPEC §9); and the page reading it must list the key in its `experiments:`: that list is what
 * logs the experiment's exposure when the page is shown (engine/runtime/createExperimentRunner.ts), so a page left
 * out silently skews the experiment's results (and a product owner sees every page a key changes).
 */
export const unknownSetting: LintRule = {
  code: 'unknown-setting',
  description: "YAML reads an experiment setting funnel.yaml does not declare, or a page reads one it does not list in experiments: (its exposure would not be logged there); a setting the funnel's code reads by name is declared as another type or renamed; or (a warning) a declared setting nothing uses.",
  severity: 'error',
  check({ config, sources, report }) {
    const keys = Object.keys(config.funnel.experimentSettings);
    const listedByFile = new Map(config.pages.map((page) => [sources.getPageFile(page.id), new Set(page.experiments ?? [])]));
    const check = (statePath: string, file: string, path: JsonPath) => {
      if (!statePath.startsWith(settingsPrefix)) return;
      const key = statePath.slice(settingsPrefix.length);
      if (!keys.includes(key)) {
        // A constant of that name was meant (settings. for constants.): say so before any near setting name.
        const constant = Object.hasOwn(config.funnel.constants ?? {}, key) ? `; did you mean "constants.${key}", the funnel.yaml constant?` : '';
        report({ file, path, message: `Unknown experiment setting "${key}" (not in funnel.yaml experimentSettings)${constant || didYouMean(key, keys)}` });
        return;
      }
      const listed = listedByFile.get(file);
      if (listed && !listed.has(key)) {
        report({ file, path, message: `The page reads setting "${key}" but does not list it in experiments:, so the experiment's exposure is never logged here (SPEC §9) and its results miss this page; add ${key} to experiments:` });
      }
    };

    const read = new Set<string>();
    visitConditions(config, sources, ({ condition, file, path }) => {
      for (const found of getConditionStatePaths(condition)) {
        read.add(found.statePath);
        check(found.statePath, file, [...path, ...found.at]);
      }
    });
    for (const page of config.pages) {
      const file = sources.getPageFile(page.id);
      for (const { binding, path } of getBindings(page)) {
        for (const { value, at } of getBindingValues(binding)) {
          read.add(value.from);
          check(value.from, file, [...path, ...at, 'from']);
        }
      }
    }
    // A setting the funnel's code reads by name, declared with the type the code reads it as. Renamed here (a close
    // name declared in its place) or declared as another type, the code would read a key no experiment sets right.
    const renames = new Set<string>();
    for (const [key, { type, by }] of Object.entries(codeReadSettings)) {
      const declared = config.funnel.experimentSettings[key];
      if (!declared) {
        // Not declared at all: the code keeps its default, no experiment sets it (a funnel may leave a feature out). A
        // close name declared in its place (not one the code reads itself: ...Internal beside ...External) was renamed.
        const renamed = getClosestName(key, keys.filter((other) => !Object.hasOwn(codeReadSettings, other)));
        if (renamed === undefined) continue;
        renames.add(renamed);
        report({
          file: 'funnel.yaml',
          path: ['experimentSettings', renamed],
          onKey: true,
          message: `The funnel's code reads experiment setting "${key}" (${by}), which experimentSettings does not declare: was "${key}" renamed "${renamed}"? The code still reads "${key}", so an experiment setting "${renamed}" changes nothing; keep the name "${key}"`,
        });
      } else if (declared.type !== type) {
        report({ file: 'funnel.yaml', path: ['experimentSettings', key, 'type'], message: `The funnel's code reads experiment setting "${key}" (${by}) as a ${type}, not a ${declared.type}; write type: ${type}` });
      }
    }
    // A declared setting nothing uses: no page lists it (its renderer reads it there) and no YAML reads it, nor the
    // funnel's code: turning it on in an experiment changes nothing.
    const listed = new Set(config.pages.flatMap((page) => page.experiments ?? []));
    for (const key of keys) {
      if (listed.has(key) || read.has(`${settingsPrefix}${key}`) || Object.hasOwn(codeReadSettings, key) || renames.has(key)) continue;
      report({ file: 'funnel.yaml', path: ['experimentSettings', key], onKey: true, severity: 'warning', message: `Experiment setting "${key}" is declared, but no page lists it in experiments: and nothing reads settings.${key}: an experiment turning it on changes nothing; list it on the pages it changes` });
    }
  },
};

import type { LintRule } from '../LintRule';

/** A rule after an unconditional rule of the same scenario never applies (the first matching rule wins, SPEC §2). */
export const unreachableRule: LintRule = {
  code: 'unreachable-rule',
  description: 'A navigation rule follows an unconditional rule of the same scenario, so it never applies.',
  severity: 'error',
  check({ config, sources, report }) {
    for (const page of config.pages) {
      for (const [scenario, value] of Object.entries(page.navigation ?? {})) {
        if (!Array.isArray(value)) continue;
        const catchAll = value.findIndex((rule) => rule.when === undefined);
        if (catchAll < 0) continue;
        for (let index = catchAll + 1; index < value.length; index += 1) {
          report({
            file: sources.getPageFile(page.id),
            path: ['navigation', scenario, index],
            message: `Rule ${index + 1} of scenario "${scenario}" never applies: rule ${catchAll + 1} has no condition and always matches first`,
          });
        }
      }
    }
  },
};

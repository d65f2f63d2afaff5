/**
 * Stands in, in the bundle, for RJSF's own list of button templates (@rjsf/core templates/ButtonTemplates), every one
 * of which the funnel's theme replaces (renderers/form/templates/ButtonTemplates.tsx; themeReplacedRjsfDefaultsPlugin,
 * issue #12). RJSF puts the theme's buttons over the ones this gives, so it gives none.
 */
export default function replacedRjsfButtons(): Record<string, never> {
  return {};
}

/**
 * Stands in, in the bundle, for an RJSF default widget or template that the funnel's theme replaces
 * (renderers/app/build/themeReplacedRjsfDefaultsPlugin.ts, issue #12): RJSF draws the theme's, so this is never drawn.
 * If it is, the theme has stopped replacing one of them, and this says so.
 */
export default function ReplacedRjsfDefault(): never {
  throw new Error('RJSF drew one of its default widgets or templates, which renderers/form/formTheme.ts should replace (renderers/app/build/themeReplacedRjsfDefaultsPlugin.ts)');
}

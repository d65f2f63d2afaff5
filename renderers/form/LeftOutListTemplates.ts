/**
 * Stands in, in the bundle, for the theme's list templates (renderers/form/templates/listTemplates.ts) when no form of
 * funnel-config draws a list, so RJSF's list field, their only user, is left out too
 * (renderers/app/build/unnamedRjsfPartsPlugin.ts, issue #12). If one is ever drawn, it says so.
 */
export { default as ArrayFieldTemplate, default as ArrayFieldItemTemplate } from './UnnamedRjsfPart';

/**
 * The theme's templates of a list answer (RJSF's ArrayField), in a module of their own so that the build can leave them
 * out with RJSF's list field when no form draws a list (renderers/app/build/unnamedRjsfPartsPlugin.ts, issue #12).
 */
export { ArrayFieldTemplate } from './ArrayFieldTemplate';
export { ArrayFieldItemTemplate } from './ArrayFieldItemTemplate';

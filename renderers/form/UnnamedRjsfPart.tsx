/**
 * Stands in, in the bundle, for an RJSF field, widget or template that no form of funnel-config asks for
 * (renderers/app/build/unnamedRjsfPartsPlugin.ts, issue #12), so it is never drawn. If it is, a form draws it by a
 * way the build's scan of the forms does not know, and this says so.
 */
export default function UnnamedRjsfPart(): never {
  throw new Error('RJSF drew a field, widget or template that no form of funnel-config names (renderers/app/build/unnamedRjsfPartsPlugin.ts)');
}

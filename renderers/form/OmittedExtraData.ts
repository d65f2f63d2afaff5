/**
 * Stands in, in the bundle, for RJSF's `omitExtraData` and `toPathSchema` (renderers/app/build/unnamedRjsfPartsPlugin.ts,
 * issue #12): they serve the Form's `omitExtraData` and `liveOmit`, which the generic form (renderers/app/PageView.tsx)
 * never turns on. `isValueEmpty`, which shares their module, is RJSF's own: its removeOptionalEmptyObjects uses it.
 */
export { isValueEmpty } from '@rjsf/utils/lib/schema/omitExtraData.js';

/** What runs in their place: never, unless a form turns `omitExtraData` on; then this says so. */
function omittedExtraData(): never {
  throw new Error("RJSF's omitExtraData ran, which the build leaves out: the generic form does not turn it on (renderers/app/build/unnamedRjsfPartsPlugin.ts)");
}

export default omittedExtraData;
export const getUsedFormData = omittedExtraData;
export const getFieldNames = omittedExtraData;

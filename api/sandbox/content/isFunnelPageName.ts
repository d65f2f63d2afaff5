import { contentApplications } from '../data/contentApplications';

/** The real pages of SPEC §2, lower-case (those the FMG content has). */
const funnelPageNames = new Set(Object.keys(contentApplications.FMG!.pages));

/** Whether a name (any case) is a real page of SPEC §2, e.g. for an experiment's PageEntry trigger. */
export function isFunnelPageName(name: string): boolean {
  return funnelPageNames.has(name.toLowerCase());
}

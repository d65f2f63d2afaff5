import { emptyUuid } from '../../../engine/domain/cookieNames';

/** Whether an id is missing or the all-zero UUID that stands for "no id" (SPEC §4 "Empty ids use an all-zero UUID"). */
export function isEmptyUuid(id: string | null | undefined): boolean {
  return !id || id === emptyUuid;
}

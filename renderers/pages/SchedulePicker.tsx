import type { PageRendererProps } from './PageRendererProps';

/** Not built yet: the schedule page's renderer. */
export function SchedulePicker(_props: PageRendererProps) {
  return null;
}

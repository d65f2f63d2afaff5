/** The kinds of analytics_events rows (001_initial.sql): one per SPEC §7 analytics call, plus experiment exposures. */
export const analyticsEventKinds = ['page-view', 'custom-event', 'part-questions', 'digital-consumer', 'experiment-exposure'] as const;

/** The kind of a stored analytics event. */
export type AnalyticsEventKind = (typeof analyticsEventKinds)[number];

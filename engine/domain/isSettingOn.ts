/**
 * Whether an experiment setting (SPEC §9 setting keys, state.settings) is switched on: true, or the text "true" in any
 * case (settings travel as JSON and may arrive as strings). A missing setting is off.
 */
export function isSettingOn(settings: Record<string, string | number | boolean>, key: string): boolean {
  const value = settings[key];
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

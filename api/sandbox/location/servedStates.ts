/** SPEC §9 state list: the states the sandbox serves; a zip elsewhere is valid but never serviceable. */
export const servedStates: readonly string[] = ['AZ', 'CT', 'FL', 'KY', 'MA', 'MN', 'NY', 'SC'];

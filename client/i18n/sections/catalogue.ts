// Strings of the catalogue screens.
export const catalogue = {} as const;

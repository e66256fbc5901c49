// Strings of the account screens.
export const account = {} as const;

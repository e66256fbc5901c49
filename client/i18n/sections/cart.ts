// Strings of the cart screens.
export const cart = {} as const;

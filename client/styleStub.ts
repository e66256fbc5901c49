// What a stylesheet import is in the unit tests (jest.config.js maps every .css to this file): Vite
// bundles the real one; a component test reads what the user sees, not the styles.
export {};

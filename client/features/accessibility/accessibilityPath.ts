/** Where the accessibility statement is (the footer of every page links to it). */
export const ACCESSIBILITY_PATH = '/accessibility';

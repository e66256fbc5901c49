// What the other features use of the accessibility statement: its address, for the footer's link.
// The page itself is loaded on demand by the routes (client/app/App.tsx).
export { ACCESSIBILITY_PATH } from './accessibilityPath';

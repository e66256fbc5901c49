// What the other features use of standing orders: the reminder under the header, the way to make one
// (from the cart, a past order, the usual items) and the ready cart's head in the cart.
export { StandingReminder } from './StandingReminder';
export { StandingStore, type StandingView } from './StandingStore';
export { useMakeStanding } from './useMakeStanding';

// What the other features use of the cart (its page, store and lines are its own).
export { AddedToCart } from './AddedToCart';
export { thankYouPath } from './thankYouPath';
export type { OrderChange, StandingPlaced, StandingReady } from './CartStore';
export { readStandingPlaced } from './CartStore';

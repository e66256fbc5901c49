// What the other back-office areas use of the customers' screens: a customer's name as a link to its card.
export { CustomerLink } from './CustomerLink';
export { boCustomers } from './strings';

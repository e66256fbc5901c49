// What the other features use of the delivery line: its store, its view in the cart's summary and
// the minimum's note (the phone's bar shows it beside the order button).
export { DeliveryStore, type DeliveryDeps } from './DeliveryStore';
export { DeliveryPanel, MinimumNote, deliveryDayText } from './DeliveryPanel';

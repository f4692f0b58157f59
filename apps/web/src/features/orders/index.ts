// What other features may use of the diner's orders feature.
export { addOrderToHistory } from './order-history';

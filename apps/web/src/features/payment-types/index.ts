// What other features may use of the payment types (the POS checkout reads the list).
export { paymentTypeKeys, usePaymentTypes } from './api/payment-types-api';

// What other features may use of the transactions feature.
export { transactionKeys } from './api/live-transactions-api';
export { transactionPath, transactionsPath } from './transaction-paths';

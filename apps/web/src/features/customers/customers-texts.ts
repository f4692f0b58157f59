import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/** Texts of the /customers screen (back-office.md §2.9, §8). */
export const enCustomers = {
  title: 'Customers',
  subtitle: 'Everyone who ordered or booked at the restaurant, one per phone number',
  downloadCsv: 'Download CSV',
  downloading: 'Preparing customers.csv',
  downloadFailed: 'Error generating CSV file',
  nothingToDownload: 'No customers to download',
  downloaded: 'CSV downloaded successfully',
  loadFailed: 'Error in retrieving the data',
  retry: 'Retry',
  refreshing: 'Refreshing the customers',
  empty: 'No customers yet. Diners who order or book with a phone number appear here.',
  table: 'Customers',
  colName: 'Name',
  colPhone: 'Phone Number',
  colEmail: 'Email',
  colCreatedAt: 'Created At',
  createdAtHint: 'The first order or booking, {{zone}}',
  rowsPerPage: 'Rows per page',
} as const;

export type CustomersKey = keyof typeof enCustomers;

registerScopedTexts<CustomersKey>('customers', enCustomers);

export const useCustomersT = (): ScopedT<CustomersKey> => useScopedT<CustomersKey>('customers');

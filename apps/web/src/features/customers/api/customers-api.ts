import { CUSTOMERS_CSV_FILE, type CustomersResponse, customersCsv } from '@rpos/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { saveCsvFile } from '../../../shared/files/csv-download';

/** Query keys of the customers feature. */
export const customerKeys = {
  all: ['customers'] as const,
  page: (page: number, pageSize: number) => [...customerKeys.all, 'page', page, pageSize] as const,
};

/** GET /customers?page&pageSize: one page (page from 0 here, from 1 on the server), newest first. */
export function useCustomers(page: number, pageSize: number) {
  return useQuery({
    queryKey: customerKeys.page(page, pageSize),
    queryFn: ({ signal }) =>
      api.get<CustomersResponse>('/customers', { query: { page: page + 1, pageSize }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** "Download CSV": every customer (GET /customers?all=true), saved as customers.csv. Resolves to how many. */
export function useDownloadCustomersCsv() {
  return useMutation({
    mutationFn: async (): Promise<number> => {
      const { customers } = await api.get<CustomersResponse>('/customers', { query: { all: true } });
      if (customers.length > 0) saveCsvFile(customersCsv(customers), CUSTOMERS_CSV_FILE);
      return customers.length;
    },
  });
}

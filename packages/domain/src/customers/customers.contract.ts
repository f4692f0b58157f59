import { z } from 'zod';
import { toCsv } from '../shared/csv';

/**
 * The restaurant's customers (back-office.md §2.9, §3 "Customer", §7 "Customers"; decision 0159):
 * one per phone number, from the restaurant's orders and bookings, newest first.
 */

/** Page sizes (§9): 10 by default, with 5, 10 and 25 offered. */
export const CUSTOMER_PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_CUSTOMER_PAGE_SIZE = 10;

export const CUSTOMER_MESSAGES = {
  pageSize: 'pageSize must be 5, 10 or 25', // ours
} as const;

/**
 * GET /customers?page=1&pageSize=10 (page from 1). all=true answers every customer in one list (the
 * "Download CSV" file holds them all, not one page); page and pageSize are then ignored.
 */
export const CustomersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (CUSTOMER_PAGE_SIZES as readonly number[]).includes(n), CUSTOMER_MESSAGES.pageSize)
    .default(DEFAULT_CUSTOMER_PAGE_SIZE),
  all: z.stringbool().default(false),
});
export type CustomersQuery = z.infer<typeof CustomersQuery>;

export const Customer = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  /** When the restaurant first had this customer (first order or booking), ISO. */
  createdAt: z.string(),
});
export type Customer = z.infer<typeof Customer>;

export const CustomersResponse = z.object({
  customers: z.array(Customer),
  /** Customers in all (every page). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomersResponse = z.infer<typeof CustomersResponse>;

/** The export (§2.9): customers.csv with Name, Phone and Email. */
export const CUSTOMERS_CSV_FILE = 'customers.csv';
export const CUSTOMERS_CSV_COLUMNS = ['Name', 'Phone', 'Email'] as const;

export function customersCsv(customers: readonly Pick<Customer, 'name' | 'phoneNumber' | 'email'>[]): string {
  return toCsv(
    CUSTOMERS_CSV_COLUMNS,
    customers.map((c) => [c.name, c.phoneNumber, c.email]),
  );
}

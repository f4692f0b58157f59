import { CUSTOMERS_CSV_FILE, type Customer } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { CustomersPage } from './customers-page';

const SLOW = { timeout: 20_000 };

const customer = (i: number, more: Partial<Customer> = {}): Customer => ({
  id: `c${i}`,
  name: `Guest ${i}`,
  phoneNumber: `04000000${String(i).padStart(2, '0')}`,
  email: `guest${i}@example.com`,
  createdAt: '2025-06-02T02:00:05.000Z',
  ...more,
});

const everyone = [
  customer(1, { name: '陈美', email: null }),
  customer(2, { name: 'Smith, "Jo"' }),
  customer(3, { name: '=HYPERLINK("http://evil","x")', email: '@cmd' }),
  ...Array.from({ length: 9 }, (_, i) => customer(i + 4)),
];

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({
    'GET /api/customers': ({ url }) => {
      if (url.searchParams.get('all') === 'true')
        return { body: { customers: everyone, total: everyone.length, page: 1, pageSize: everyone.length } };
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      return {
        body: {
          customers: everyone.slice((page - 1) * pageSize, page * pageSize),
          total: everyone.length,
          page,
          pageSize,
        },
      };
    },
    ...routes,
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('restaurantAdmin'));
  return { ...fetch, ...renderWithApp(<CustomersPage />, { path: '/customers', client }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('CustomersPage', () => {
  it('lists a page of customers with the restaurant-local Created At, 10 per page', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const table = await screen.findByRole('table', { name: 'Customers' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Phone Number', 'Email', 'Created At']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['陈美', '0400000001', '', '02/06/2025 12:00:05']);
    const first = calls.find((c) => c.path === '/api/customers');
    expect(first?.url.searchParams.get('page')).toBe('1');
    expect(first?.url.searchParams.get('pageSize')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Guest 11')).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '25']);
  });

  it('downloads every customer as customers.csv that a CSV parser reads back', SLOW, async () => {
    const user = userEvent.setup();
    let saved: Blob | null = null;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          saved = blob;
          return 'blob:x';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    setup();
    await screen.findByText('陈美');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(CUSTOMERS_CSV_FILE);
    click.mockRestore();
    expect(await screen.findByText('CSV downloaded successfully')).toBeInTheDocument();

    const bytes = new Uint8Array(await (saved as unknown as Blob).arrayBuffer());
    // UTF-8 with its byte order mark, so Excel reads the Chinese name.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8').decode(bytes);
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual(['Name', 'Phone', 'Email']);
    expect(parsed.data).toHaveLength(everyone.length + 1);
    expect(parsed.data.slice(1, 4)).toEqual([
      ['陈美', '0400000001', ''],
      ['Smith, "Jo"', '0400000002', 'guest2@example.com'],
      [`'=HYPERLINK("http://evil","x")`, '0400000003', "'@cmd"],
    ]);
  });

  it('says when the customers cannot be loaded, and retries', SLOW, async () => {
    const user = userEvent.setup();
    let fail = true;
    setup({
      'GET /api/customers': () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: 'boom' } }
          : { body: { customers: [], total: 0, page: 1, pageSize: 10 } },
    });
    expect(await screen.findByText('Error in retrieving the data')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No customers yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});

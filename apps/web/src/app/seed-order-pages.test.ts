import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { invoiceKey, orderSummaryKey } from '../features/orders/api/order-page-queries';
import { addOrderToHistory, ORDER_HISTORY_KEY } from '../features/orders/order-history';
import { customerThemeColorQueryKey } from '../shared/theme/customer-theme';
import { seedOrderPage } from './seed-order-pages';

const orderSummary = { orders: [{ id: 'ord-1' }], specialTerms: null, currencySymbol: '$' };
const summaryBlock = { menuId: 'goldendragon', reference: 'ord-1', themeColor: '#e91e63', orderSummary };
const invoice = { invoiceNumber: 'AB12', orderId: 'ord-1' };
const invoiceBlock = { restaurantId: 'goldendragon', orderId: 'ord-1', themeColor: null, invoice };

afterEach(() => localStorage.removeItem(ORDER_HISTORY_KEY));

describe("the order summary and invoice pages' answers from the page (decision 0605)", () => {
  it("puts the answers and the restaurant's colour under the pages' own query keys", () => {
    const client = new QueryClient();
    seedOrderPage(client, '/orderSuccessDetail/goldendragon/5/ord-1', summaryBlock);
    expect(client.getQueryData(orderSummaryKey('goldendragon', ['ord-1']))).toEqual(orderSummary);
    expect(client.getQueryData(customerThemeColorQueryKey('goldendragon'))).toBe('#e91e63');
    seedOrderPage(client, '/invoice/goldendragon/ord-1', invoiceBlock);
    expect(client.getQueryData(invoiceKey('goldendragon', 'ord-1'))).toEqual(invoice);
    expect(client.getQueryData(customerThemeColorQueryKey('goldendragon'))).toBeNull();
  });

  it("seeds the summary when the diner's history holds this order only, not when it holds others", () => {
    addOrderToHistory({ restaurantId: 'goldendragon', reference: 'ord-1', orderNumber: 'N1' });
    const client = new QueryClient();
    seedOrderPage(client, '/orderSuccessDetail/goldendragon/5/ord-1', summaryBlock);
    expect(client.getQueryData(orderSummaryKey('goldendragon', ['ord-1']))).toEqual(orderSummary);

    addOrderToHistory({ restaurantId: 'goldendragon', reference: 'ord-0', orderNumber: 'N0' });
    const other = new QueryClient();
    seedOrderPage(other, '/orderSuccessDetail/goldendragon/5/ord-1', summaryBlock);
    expect(other.getQueryData(orderSummaryKey('goldendragon', ['ord-1', 'ord-0']))).toBeUndefined();
    expect(other.getQueryData(orderSummaryKey('goldendragon', ['ord-1']))).toBeUndefined();
    // The colour is the layout's all the same.
    expect(other.getQueryData(customerThemeColorQueryKey('goldendragon'))).toBe('#e91e63');
  });

  it("ignores another order's or restaurant's answers, another page and a page without them", () => {
    const client = new QueryClient();
    seedOrderPage(client, '/orderSuccessDetail/goldendragon/5/ord-2', summaryBlock);
    seedOrderPage(client, '/orderSuccessDetail/bondibites/5/ord-1', summaryBlock);
    seedOrderPage(client, '/orderSuccessDetail/goldendragon/5', summaryBlock);
    seedOrderPage(client, '/invoice/goldendragon/ord-2', invoiceBlock);
    seedOrderPage(client, '/invoice/goldendragon/ord-1', summaryBlock);
    seedOrderPage(client, '/queue/goldendragon', invoiceBlock);
    seedOrderPage(client, '/invoice/goldendragon/ord-1', null);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

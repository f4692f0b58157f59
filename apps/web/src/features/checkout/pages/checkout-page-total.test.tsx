import type { OnlineSurchargeRule } from '@rpos/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEventSource } from '../../../test/event-source-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { makeOnlineResponse } from '../../../test/online-fixtures';
import { renderRoutes } from '../../../test/render';
import { cartKey } from '../../cart/cart-store';
import { CheckoutPage } from './checkout-page';

// Two lines of $12.80: a $25.60 subtotal.
const item = {
  id: 'l1',
  dish: { id: 'd1', name: 'Kung Pao Chicken' },
  size: null,
  options: [],
  subTotal: 1280,
  specialInstructions: '',
  isTakeaway: false,
  quantity: 2,
};

const rules: OnlineSurchargeRule[] = [
  // 10 % of $25.60 is $2.56: above the $2.00 weekend fee, so the only one that applies on Saturday.
  {
    id: 's1',
    name: 'Saturday surcharge',
    isPercentage: true,
    amount: 10,
    weekdays: [6],
    publicHolidayDays: [],
  },
  {
    id: 's2',
    name: 'Weekend fee',
    isPercentage: false,
    amount: 200,
    weekdays: [6, 7],
    publicHolidayDays: [],
  },
];

/** Saturday 7 June 2025, 12:00 in Sydney, and the Monday after. */
const SATURDAY_NOON = new Date('2025-06-07T02:00:00Z');
const MONDAY_NOON = new Date('2025-06-09T02:00:00Z');

/** The checkout of a cart; GET /online answers with `answer.rules` at the time it is asked. */
function renderCheckout(tableId: string, answer = { rules }) {
  localStorage.setItem(
    cartKey('goldendragon'),
    JSON.stringify({ savedAt: Date.now(), items: [item], orderNumber: 'ABCDEFGHIJKLMNOPQRSTUV' }),
  );
  mockFetch({
    'GET /api/online': () => ({ body: makeOnlineResponse([], { surchargeRules: answer.rules }) }),
  });
  return renderRoutes(
    [{ path: '/checkout/:menuId/:tableId', element: <CheckoutPage /> }],
    `/checkout/goldendragon/${tableId}`,
  );
}

const totals = () => within(screen.getByTestId('checkout-totals'));

const Source = mockEventSource();

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('CheckoutPage total', () => {
  it("shows the day's surcharge under the subtotal and the Total, on a Saturday", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SATURDAY_NOON);
    renderCheckout('5');
    await screen.findByRole('button', { name: 'Place order' });
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('$25.60');
    const lines = screen.getAllByTestId('checkout-surcharge');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent('Saturday surcharge$2.56');
    expect(totals().queryByText('Weekend fee')).toBeNull();
    expect(totals().getByText('Total')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$28.16');
  });

  it('shows no surcharge on a day without one: the Total is the subtotal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MONDAY_NOON);
    renderCheckout('5');
    await screen.findByRole('button', { name: 'Place order' });
    expect(screen.queryAllByTestId('checkout-surcharge')).toHaveLength(0);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$25.60');
  });

  it('an order ahead shows the surcharge of the chosen date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MONDAY_NOON);
    const user = userEvent.setup();
    renderCheckout('takeaway');
    await screen.findByRole('button', { name: 'Place order' });
    expect(screen.queryAllByTestId('checkout-surcharge')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Choose a time' }));
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2025-06-14' } });
    expect(screen.getByTestId('checkout-surcharge')).toHaveTextContent('Saturday surcharge$2.56');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$28.16');

    // A Sunday: only the weekend fee applies.
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2025-06-15' } });
    expect(screen.getByTestId('checkout-surcharge')).toHaveTextContent('Weekend fee$2.00');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$27.60');

    // Back to "now" (Monday): none.
    await user.click(screen.getByRole('radio', { name: 'Now' }));
    expect(screen.queryAllByTestId('checkout-surcharge')).toHaveLength(0);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$25.60');
  });

  it('follows new rules at once: a restaurantChanged event refetches them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MONDAY_NOON);
    const answer = { rules };
    renderCheckout('5', answer);
    await screen.findByRole('button', { name: 'Place order' });
    expect(screen.queryAllByTestId('checkout-surcharge')).toHaveLength(0);

    answer.rules = [{ ...rules[1]!, name: 'Monday fee', weekdays: [1] }];
    const stream = Source.instances.find((s) => !s.closed && s.url.includes('/online/events'))!;
    act(() => stream.emit('restaurantChanged', { changed: ['surchargeSettings'] }));
    expect(await screen.findByTestId('checkout-surcharge')).toHaveTextContent('Monday fee$2.00');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$27.60');
  });
});

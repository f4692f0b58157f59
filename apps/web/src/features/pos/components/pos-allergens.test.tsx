import type { MenuItem, PosOrderRequest } from '@rpos/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeBill } from '../../../test/pos-fixtures';
import { renderWithApp } from '../../../test/render';
import type { TicketLine } from '../model/ticket';
import { chosenAllergens, PosAllergenChips } from './pos-allergens';
import { TicketPanel } from './ticket-panel';

// Allergens at the POS (decision 0599): the dish dialog shows what the dish as chosen contains; the
// ticket declares the guest's allergies and every order of it carries them.

afterEach(() => vi.unstubAllGlobals());

const kungPao = {
  id: 'kp',
  name: 'Kung Pao Chicken',
  allergens: ['gl', 'pe'],
  sizes: [],
  groups: [
    {
      id: 'g',
      name: 'Peanuts',
      options: [
        { id: 'no', name: 'No peanuts', allergens: ['-pe'] },
        { id: 'sesame', name: 'Sesame oil', allergens: ['se'] },
      ],
    },
  ],
} as unknown as MenuItem;

const line: TicketLine = {
  key: 'a',
  dishId: 'kp',
  name: 'Kung Pao Chicken',
  size: null,
  options: [],
  unitPrice: 2380,
  quantity: 1,
  notes: '',
  isTakeaway: false,
};

describe('POS allergens', () => {
  it('a dish as chosen: an option takes one away or adds one', () => {
    expect(chosenAllergens(kungPao, [])).toEqual(['gl', 'pe']);
    expect(chosenAllergens(kungPao, ['no'])).toEqual(['gl']);
    expect(chosenAllergens(kungPao, ['no', 'sesame'])).toEqual(['gl', 'se']);
  });

  it('the dish dialog’s chips name them, the menu’s own by its name', () => {
    render(<PosAllergenChips codes={['pe', 'x1']} own={[{ code: 'x1', name: 'Celery', altName: null }]} />);
    expect(screen.getByRole('note', { name: 'Contains Peanut, Celery' })).toBeInTheDocument();
  });

  it('the ticket sends the guest’s declared allergies with its order', async () => {
    const bill = makeBill('b1', { total: 2380 }, { tableNo: '5' });
    const mocked = mockFetch({ 'POST /api/pos/orders': { body: { transaction: bill } } });
    const onSent = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <TicketPanel
        lines={[line]}
        onLinesChange={() => undefined}
        target={{ kind: 'new', type: 'dinein', tableNo: '5', guests: 2 }}
        billLabel="Table 5"
        partners={[]}
        currencySymbol="$"
        onSent={onSent}
      />,
    );
    await user.click(
      await screen.findByRole('combobox', { name: 'Guest’s allergies (flagged to the kitchen)' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Peanut' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(bill));
    const sent = mocked.calls
      .filter((c) => c.method === 'POST' && c.path === '/api/pos/orders')
      .map((c) => c.body as PosOrderRequest);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ allergens: ['pe'] });
  });
});

import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { OfflineChanges } from './offline-bill-panel';
import { offlineBills, offlineOrderChange } from './offline-bills';

// The offline ticket shows the guest's allergies it will send (decision 0601).

describe('an order taken offline with a guest’s allergies', () => {
  it('names them on the device’s ticket', () => {
    const { change, display } = offlineOrderChange(
      { kind: 'new', type: 'dinein', tableNo: '5', guests: 2 },
      [
        {
          key: 'k1',
          dishId: 'siu-mai',
          name: 'Siu Mai',
          size: null,
          options: [],
          unitPrice: 880,
          quantity: 1,
          notes: '',
          isTakeaway: false,
        },
      ],
      { localBillId: 'offline-1', staffId: null, billLabel: 'Table 5', allergens: ['pe', 'gl'] },
    );
    const [bill] = offlineBills([{ key: 'c1', change: { ...change, key: 'c1', seq: 1 }, display }]);
    renderWithApp(<OfflineChanges bill={bill!} currencySymbol="$" />);
    expect(screen.getByText('1 × Siu Mai')).toBeInTheDocument();
    expect(
      screen.getByText('Guest’s allergies: Peanut, Gluten (flagged to the kitchen)'),
    ).toBeInTheDocument();
  });
});

import type { CartItem } from '@rpos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSnackbar } from '../../shared/ui/snackbar';
import { addTableCartLine, refusalMessage } from './api/table-cart-calls';
import { storeTableCart } from './api/use-table-cart';
import { NicknameDialog } from './components/nickname-dialog';
import { readNickname } from './diner-identity';
import { useTableCartT } from './table-cart-texts';

/**
 * The dish screen's "Add" at a table that orders together: the line goes to the table's cart on the
 * server (prices are the server's); the first time, the phone's name is asked. `dialog` must be rendered.
 */
export function useTableCartAdd(
  menuId: string,
  tableId: string,
  onAdded: () => void,
): { add: (line: CartItem) => void; busy: boolean; dialog: ReactNode } {
  const t = useTableCartT();
  const snackbar = useSnackbar();
  const client = useQueryClient();
  const [pending, setPending] = useState<CartItem | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (line: CartItem) => {
    setBusy(true);
    try {
      const cart = await addTableCartLine(menuId, tableId, line);
      storeTableCart(client, menuId, tableId, cart);
      snackbar.success(t('added'));
      onAdded();
    } catch (error) {
      snackbar.error(refusalMessage(error) ?? t('somethingWrong'));
    } finally {
      setBusy(false);
    }
  };
  const add = (line: CartItem) => {
    if (busy) return;
    if (readNickname()) void send(line);
    else setPending(line);
  };
  const dialog = (
    <NicknameDialog
      open={pending !== null}
      onCancel={() => setPending(null)}
      onDone={() => {
        const line = pending;
        setPending(null);
        if (line) void send(line);
      }}
    />
  );
  return { add, busy, dialog };
}

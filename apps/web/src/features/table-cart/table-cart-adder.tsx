import type { CartItem } from '@rpos/domain';
import { useEffect } from 'react';
import { useTableCartAdd } from './use-table-cart-add';

/**
 * The dish screen's add at a table that orders together, loaded only there (decision 0553): it hands
 * the screen its `add` and renders the name dialog, so the dish page's first download carries none of it.
 */
export default function TableCartAdder({
  menuId,
  tableId,
  onAdded,
  register,
}: {
  menuId: string;
  tableId: string;
  onAdded: () => void;
  register: (add: ((line: CartItem) => void) | null) => void;
}) {
  const { add, dialog } = useTableCartAdd(menuId, tableId, onAdded);
  useEffect(() => {
    register(add);
    return () => register(null);
  }, [add, register]);
  return dialog;
}

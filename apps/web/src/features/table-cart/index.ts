// What other features may use of the table's shared cart (issue 32): the menu screen's badge reads the
// table's cart (useTableCart: a query and a stream, a few hundred bytes in the menu's chunk); the dish
// screen's add (with its texts and dialog) loads lazily.
import { lazy } from 'react';

export { useTableCart } from './api/use-table-cart';
export const TableCartAdder = lazy(() => import('./table-cart-adder'));

// What other features may use of the table's shared cart (issue 32). The menu screen's badge imports
// api/use-table-cart.ts directly; the dish screen's add (with its texts and dialog) loads lazily.
import { lazy } from 'react';

export const TableCartAdder = lazy(() => import('./table-cart-adder'));

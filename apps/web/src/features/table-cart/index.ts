// What other features may use of the table's shared cart (issue 32). The menu screen's badge imports
// api/use-table-cart.ts directly: this index brings the dish screen's add (with its texts and dialog).
export { useTableCartAdd } from './use-table-cart-add';

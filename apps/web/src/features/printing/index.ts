// What other features may use of printing (the pages themselves are lazy routes): the POS sends a
// bill to the receipt printer.
export { printingKeys, usePrintBill, usePrinters } from './api/printing-api';

// What other features may use of printing: nothing yet beyond the pages (lazy routes).
export { printingKeys, usePrinters } from './api/printing-api';

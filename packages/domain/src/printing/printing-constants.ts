/**
 * Printing constants (restaurant-config.md §3 "Printer", "Printer zone", "Print type settings", §9):
 * brands, Epson device models, device-type codes, Epson languages, print types, order type names,
 * name display modes and their defaults.
 */

export const PRINTER_BRANDS = [
  'EPSON',
  'BIXOLON',
  'GPRINTER',
  'ZEBRA',
  'GPRINTER_LABEL',
  'ESCPOSPrinter',
] as const;
export type PrinterBrand = (typeof PRINTER_BRANDS)[number];

/** The Epson models the printer dialog offers; 'other' means a custom device name (§5). */
export const PRINTER_DEVICE_NAMES = [
  'TM-T82IV',
  'TM-T82III',
  'TM-T82IIIL',
  'TM-T82II',
  'TM-m30',
  'TM-m30II',
  'TM-T20',
  'TM-T88VI',
  'TM-T88V',
  'TM-T82',
  'TM-m30II-H',
  'TM-U220',
] as const;
export const CUSTOM_DEVICE = 'other';

/** Device type codes: 0 Unknown, 1 Network, 2 Bluetooth, 3 USB, 4 Serial, anything else Other. */
export const PRINTER_DEVICE_TYPES: Record<number, string> = {
  0: 'Unknown',
  1: 'Network',
  2: 'Bluetooth',
  3: 'USB',
  4: 'Serial',
};
export const NETWORK_DEVICE_TYPE = 1;
export function deviceTypeLabel(code: number): string {
  return PRINTER_DEVICE_TYPES[code] ?? 'Other';
}

/** Epson languages 0-7. */
export const EPSON_LANGUAGES = [
  'English',
  'Japanese',
  'Chinese Simplified',
  'Chinese Traditional',
  'Korean',
  'Thai',
  'Vietnamese',
  'Multilingual',
] as const;

/** The raw TCP port of network receipt printers (§9). */
export const DEFAULT_PRINTER_PORT = 9100;

export const PRINT_TYPES = ['OrderList', 'KitchenDocket', 'DishCategory', 'Bill', 'Invoice'] as const;
export type PrintType = (typeof PRINT_TYPES)[number];

export const PRINT_ORDER_TYPES = ['DineIn', 'TakeAway', 'Delivery', 'DeliveryPartner', 'Foodcourt'] as const;
export type PrintOrderType = (typeof PRINT_ORDER_TYPES)[number];

export const NAME_DISPLAY_MODES = ['name', 'altName', 'shortName', 'both'] as const;
export type NameDisplayMode = (typeof NAME_DISPLAY_MODES)[number];

/** Defaults (§9): both for list, docket, bill, invoice; short name for dish category. */
export const DEFAULT_NAME_DISPLAY: Record<PrintType, NameDisplayMode> = {
  OrderList: 'both',
  KitchenDocket: 'both',
  DishCategory: 'shortName',
  Bill: 'both',
  Invoice: 'both',
};

export const ZONE_TYPES = ['floorTable', 'logic'] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];

/** Print jobs: states of the durable queue (decision 0289). */
export const PRINT_JOB_STATUSES = ['pending', 'sending', 'retrying', 'printed', 'failed', 'outbox'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

export const PRINT_JOB_PAGE_SIZES = [20, 50, 100] as const;

/**
 * The default invoice template (§9: merchant, items, subtotal, adjustments, total, GST, cash and change
 * placeholders). Placeholders are {{name}}.
 */
export const DEFAULT_INVOICE_TEMPLATE = [
  '{{merchantName}}',
  '{{merchantAddress}}',
  'ABN: {{merchantAbn}}',
  'TAX INVOICE',
  '{{items}}',
  'Subtotal: {{subtotal}}',
  '{{adjustments}}',
  'Total: {{total}}',
  'GST included: {{gst}}',
  'Cash: {{cash}}',
  'Change: {{change}}',
].join('\n');

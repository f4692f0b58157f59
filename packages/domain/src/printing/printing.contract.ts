import { z } from 'zod';
import {
  DEFAULT_PRINTER_PORT,
  NAME_DISPLAY_MODES,
  PRINT_JOB_STATUSES,
  PRINT_ORDER_TYPES,
  PRINT_TYPES,
  ZONE_TYPES,
} from './printing-constants';
import { PRINTING_MESSAGES as M } from './printing-messages';

/**
 * Printers, printer zones, POS print settings and print jobs (restaurant-config.md §3, §5, §7;
 * back-office.md §2.11 merchant printers). Decisions 0285-0294.
 */

const name = (max: number) => z.string().trim().min(1, M.invalidPrinter).max(max, M.invalidPrinter);
/** An IPv4 address or a host name (the printer's address on the restaurant's network). */
const HOST =
  /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}|[a-zA-Z0-9](?:[a-zA-Z0-9.-]{0,251}[a-zA-Z0-9])?)$/;

export const PrinterInput = z.object({
  printerName: name(100),
  deviceName: z
    .string()
    .trim()
    .min(1, M.invalidPrinter)
    .max(100, M.invalidPrinter)
    .refine((v) => v.toLowerCase() !== 'other', M.invalidPrinter),
  deviceType: z.coerce
    .number()
    .int(M.invalidPrinter)
    .min(0, M.invalidPrinter)
    .max(99, M.invalidPrinter)
    .default(1),
  ipAddress: z.string().trim().regex(HOST, M.invalidPrinter),
  macAddress: z.string().trim().max(50, M.invalidPrinter).default(''),
  brand: z.string().trim().max(50, M.invalidPrinter).default(''),
  isPrimary: z.boolean().default(false),
  epsonLanguage: z.coerce
    .number()
    .int(M.invalidPrinter)
    .min(0, M.invalidPrinter)
    .max(7, M.invalidPrinter)
    .default(0),
  port: z.coerce
    .number()
    .int(M.invalidPrinter)
    .min(1, M.invalidPrinter)
    .max(65535, M.invalidPrinter)
    .default(DEFAULT_PRINTER_PORT),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
});
export type PrinterInput = z.input<typeof PrinterInput>;
export type PrinterValue = z.output<typeof PrinterInput>;

export const Printer = z.object({
  id: z.string(),
  printerName: z.string(),
  deviceName: z.string(),
  deviceType: z.number().int(),
  ipAddress: z.string(),
  macAddress: z.string(),
  brand: z.string(),
  isPrimary: z.boolean(),
  epsonLanguage: z.number().int(),
  port: z.number().int(),
  tags: z.array(z.string()),
});
export type Printer = z.infer<typeof Printer>;

export const PrintersResponse = z.object({ printers: z.array(Printer) });
export type PrintersResponse = z.infer<typeof PrintersResponse>;
export const PrinterResponse = z.object({ printer: Printer, message: z.string() });
export type PrinterResponse = z.infer<typeof PrinterResponse>;
export const PrinterNameParams = z.object({ printerName: z.string().min(1) });
export const PrinterDeleteParams = z.object({ name: z.string().min(1) });
export const PrintIdParams = z.object({ id: z.string().min(1).max(100) });
export const PrinterTagsBody = z.object({ tags: PrinterInput.shape.tags });
export type PrinterTagsBody = z.input<typeof PrinterTagsBody>;

/** GET /admin/printers: a merchant's printers (back-office.md §3 "Merchant printer group"). */
export const MerchantPrinterGroup = z.object({
  restaurantId: z.string(),
  restaurantName: z.string(),
  urlIdentifier: z.string(),
  printers: z.array(Printer),
});
export type MerchantPrinterGroup = z.infer<typeof MerchantPrinterGroup>;
export const MerchantPrintersResponse = z.object({ merchants: z.array(MerchantPrinterGroup) });
export type MerchantPrintersResponse = z.infer<typeof MerchantPrintersResponse>;

export const PrinterZoneInput = z
  .object({
    zoneType: z.enum(ZONE_TYPES).default('floorTable'),
    zoneName: z.string().trim().min(1, M.zoneName).max(100, M.zoneName),
    zoneDescription: z.string().trim().max(300).default(''),
    zoneFloor: z.string().trim().max(100).default(''),
    zoneTables: z.array(z.string().trim().min(1).max(20)).max(500).default([]),
    printer: z.string({ error: M.zonePrinter }).trim().min(1, M.zonePrinter).max(100, M.zonePrinter),
  })
  .superRefine((z0, ctx) => {
    if (z0.zoneType === 'floorTable' && !z0.zoneFloor)
      ctx.addIssue({ code: 'custom', message: M.zoneFloor, path: ['zoneFloor'] });
  });
export type PrinterZoneInput = z.input<typeof PrinterZoneInput>;
export type PrinterZoneValue = z.output<typeof PrinterZoneInput>;

export const PrinterZone = z.object({
  id: z.string(),
  zoneType: z.enum(ZONE_TYPES),
  zoneName: z.string(),
  zoneDescription: z.string(),
  zoneFloor: z.string(),
  zoneTables: z.array(z.string()),
  printer: z.string(),
});
export type PrinterZone = z.infer<typeof PrinterZone>;
export const PrinterZonesResponse = z.object({ zones: z.array(PrinterZone) });
export type PrinterZonesResponse = z.infer<typeof PrinterZonesResponse>;
export const PrinterZoneResponse = z.object({ zone: PrinterZone, message: z.string() });
export type PrinterZoneResponse = z.infer<typeof PrinterZoneResponse>;
export const PrintDeletedResponse = z.object({ id: z.string(), message: z.string() });

const copies = z.coerce.number().int(M.printCopies).min(1, M.printCopies).max(20, M.printCopies).default(1);

export const OrderTypeSetting = z.object({
  name: z.enum(PRINT_ORDER_TYPES),
  enabled: z.boolean().default(false),
  printer: z.string().trim().max(100).nullable().default(null),
  printerZones: z.array(z.string()).max(100).default([]),
  printCopies: copies,
});
export type OrderTypeSetting = z.output<typeof OrderTypeSetting>;

export const PrintTypeSetting = z.object({
  printType: z.enum(PRINT_TYPES),
  orderTypes: z.array(OrderTypeSetting).max(PRINT_ORDER_TYPES.length).default([]),
  nameDisplayMode: z.enum(NAME_DISPLAY_MODES).optional(),
  printer: z.string().trim().max(100).nullable().default(null),
  printerZones: z.array(z.string()).max(100).default([]),
  printCopies: copies,
  disablePicturePrint: z.boolean().default(false),
});
export type PrintTypeSetting = z.output<typeof PrintTypeSetting>;

export const PosPrintSettingsInput = z.object({
  printTypes: z.array(PrintTypeSetting).max(PRINT_TYPES.length).default([]),
  /** The switch-table entry: print when a bill moves to another table. */
  switchTable: z.object({ isPrintEnabled: z.boolean().default(false) }).default({ isPrintEnabled: false }),
  /** The invoice entry. */
  invoice: z
    .object({
      excludeZeroItem: z.boolean().default(false),
      printImageUrl: z.string().max(2000).nullable().default(null),
      printTemplateString: z.string().max(5000).nullable().default(null),
    })
    .default({ excludeZeroItem: false, printImageUrl: null, printTemplateString: null }),
});
export type PosPrintSettingsInput = z.input<typeof PosPrintSettingsInput>;
export type PosPrintSettings = z.output<typeof PosPrintSettingsInput>;

export const PosPrintSettingsBody = z.object({ posPrintSettings: PosPrintSettingsInput });
export type PosPrintSettingsBody = z.input<typeof PosPrintSettingsBody>;
export const PosPrintSettingsResponse = z.object({
  posPrintSettings: PosPrintSettingsInput,
  /** The template printTemplateString starts from (its placeholders, §9). */
  defaultTemplate: z.string(),
  message: z.string().optional(),
});
export type PosPrintSettingsResponse = z.infer<typeof PosPrintSettingsResponse>;
export const InvoiceImageResponse = z.object({ imageUrl: z.string() });

export const PrintJob = z.object({
  id: z.string(),
  document: z.string(),
  title: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  printerName: z.string().nullable(),
  status: z.enum(PRINT_JOB_STATUSES),
  attempts: z.number().int(),
  copies: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  printedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The paper as text (the outbox preview). */
  preview: z.string(),
});
export type PrintJob = z.infer<typeof PrintJob>;
export const PrintJobsQuery = z.object({
  status: z.enum([...PRINT_JOB_STATUSES, 'problem']).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const PrintJobsResponse = z.object({ jobs: z.array(PrintJob), total: z.number().int() });
export type PrintJobsResponse = z.infer<typeof PrintJobsResponse>;
export const PrintJobResponse = z.object({ job: PrintJob, message: z.string().optional() });
export type PrintJobResponse = z.infer<typeof PrintJobResponse>;
export const PrintBillBody = z.object({
  transactionId: z.string().min(1).max(100),
  printType: z.enum(['Bill', 'Invoice']),
});
export type PrintBillBody = z.infer<typeof PrintBillBody>;
export const PrintBillResponse = z.object({ jobs: z.array(PrintJob), message: z.string() });
export type PrintBillResponse = z.infer<typeof PrintBillResponse>;

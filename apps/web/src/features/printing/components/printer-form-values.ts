import {
  CUSTOM_DEVICE,
  DEFAULT_PRINTER_PORT,
  PRINTER_DEVICE_NAMES,
  type Printer,
  type PrinterInput,
} from '@rpos/domain';

/** The printer dialog's fields as the form holds them (strings for the text inputs). */
export interface PrinterFormValues {
  printerName: string;
  deviceChoice: string;
  customDeviceName: string;
  deviceType: number;
  ipAddress: string;
  macAddress: string;
  brand: string;
  isPrimary: boolean;
  epsonLanguage: number;
  port: string;
  tags: string;
}

export function printerFormValues(p: Printer | null): PrinterFormValues {
  const known = p && (PRINTER_DEVICE_NAMES as readonly string[]).includes(p.deviceName);
  return {
    printerName: p?.printerName ?? '',
    deviceChoice: !p ? PRINTER_DEVICE_NAMES[0] : known ? p.deviceName : CUSTOM_DEVICE,
    customDeviceName: p && !known ? p.deviceName : '',
    deviceType: p?.deviceType ?? 1,
    ipAddress: p?.ipAddress ?? '',
    macAddress: p?.macAddress ?? '',
    brand: p?.brand ?? 'EPSON',
    isPrimary: p?.isPrimary ?? false,
    epsonLanguage: p?.epsonLanguage ?? 0,
    port: String(p?.port ?? DEFAULT_PRINTER_PORT),
    tags: (p?.tags ?? []).join(', '),
  };
}

/** §5: save is disabled without a name and an IP address, or without a custom device name for 'other'. */
export function canSavePrinter(v: PrinterFormValues): boolean {
  if (!v.printerName.trim() || !v.ipAddress.trim()) return false;
  if (v.deviceChoice === CUSTOM_DEVICE && !v.customDeviceName.trim()) return false;
  return true;
}

/** The name clashes with another printer of the list, whatever its casing (§5). */
export function isDuplicateName(
  v: PrinterFormValues,
  printers: readonly Printer[],
  editing: Printer | null,
): boolean {
  const name = v.printerName.trim().toLowerCase();
  return printers.some((p) => p.printerName.toLowerCase() === name && p.id !== editing?.id);
}

export function printerInputOf(v: PrinterFormValues): PrinterInput {
  return {
    printerName: v.printerName.trim(),
    deviceName: v.deviceChoice === CUSTOM_DEVICE ? v.customDeviceName.trim() : v.deviceChoice,
    deviceType: v.deviceType,
    ipAddress: v.ipAddress.trim(),
    macAddress: v.macAddress.trim(),
    brand: v.brand,
    isPrimary: v.isPrimary,
    epsonLanguage: v.epsonLanguage,
    port: Number(v.port) || DEFAULT_PRINTER_PORT,
    tags: v.tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

import type { OrderTypeSetting, PosPrintSettings, PrintTypeSetting } from './printing.contract';
import {
  DEFAULT_NAME_DISPLAY,
  type NameDisplayMode,
  PRINT_ORDER_TYPES,
  PRINT_TYPES,
  type PrintOrderType,
  type PrintType,
} from './printing-constants';
import { PRINTING_MESSAGES, selectPrinterMessage } from './printing-messages';

/** A print type's settings with every order type present (missing ones disabled), in the §9 order. */
export function completePrintType(type: PrintType, given?: Partial<PrintTypeSetting>): PrintTypeSetting {
  const byName = new Map((given?.orderTypes ?? []).map((o) => [o.name, o]));
  const orderTypes: OrderTypeSetting[] = PRINT_ORDER_TYPES.map(
    (name) => byName.get(name) ?? { name, enabled: false, printer: null, printerZones: [], printCopies: 1 },
  );
  return {
    printType: type,
    printer: given?.printer ?? null,
    printerZones: given?.printerZones ?? [],
    printCopies: given?.printCopies ?? 1,
    disablePicturePrint: given?.disablePicturePrint ?? false,
    nameDisplayMode: given?.nameDisplayMode ?? DEFAULT_NAME_DISPLAY[type],
    orderTypes,
  };
}

/** The restaurant's print settings with every print type and order type present (none enabled by default). */
export function completePrintSettings(given?: Partial<PosPrintSettings> | null): PosPrintSettings {
  const byType = new Map((given?.printTypes ?? []).map((p) => [p.printType, p]));
  return {
    printTypes: PRINT_TYPES.map((t) => completePrintType(t, byType.get(t))),
    switchTable: { isPrintEnabled: given?.switchTable?.isPrintEnabled ?? false },
    invoice: {
      excludeZeroItem: given?.invoice?.excludeZeroItem ?? false,
      printImageUrl: given?.invoice?.printImageUrl ?? null,
      printTemplateString: given?.invoice?.printTemplateString ?? null,
    },
  };
}

/** The printer an order type of a print type uses: its own, else the print type's. */
export function printerOf(type: PrintTypeSetting, orderType: OrderTypeSetting): string | null {
  return orderType.printer?.trim() || type.printer?.trim() || null;
}

/**
 * §5: every enabled order type of every print type except DishCategory needs a printer, and every
 * printer named must exist. Answers the first failure's text, or null.
 */
export function checkPrintSettings(
  settings: PosPrintSettings,
  printerNames: readonly string[],
): string | null {
  const known = new Set(printerNames.map((n) => n.toLowerCase()));
  for (const type of settings.printTypes) {
    if (type.printer && !known.has(type.printer.toLowerCase()))
      return PRINTING_MESSAGES.unknownPrinter(type.printer);
    for (const o of type.orderTypes) {
      if (o.printer && !known.has(o.printer.toLowerCase()))
        return PRINTING_MESSAGES.unknownPrinter(o.printer);
      if (!o.enabled || type.printType === 'DishCategory') continue;
      if (!printerOf(type, o)) return selectPrinterMessage(type.printType, o.name);
    }
  }
  return null;
}

/** The print order type of an order kind (pickup-delivery by the diner's choice). */
export function printOrderTypeOf(kind: string, chooseType?: string | null): PrintOrderType {
  switch (kind) {
    case 'dinein':
      return 'DineIn';
    case 'delivery':
      return 'Delivery';
    case 'foodcourt':
      return 'Foodcourt';
    case 'pickup-delivery':
      return chooseType === 'delivery' ? 'Delivery' : 'TakeAway';
    default:
      return 'TakeAway';
  }
}

/**
 * The lines a dish's name prints as. 'both' prints the name and, below it, the alternative name when
 * there is one; modes whose name is missing fall back to the name.
 */
export function dishNameLines(
  dish: { name: string; altName?: string | null; shortName?: string | null },
  mode: NameDisplayMode,
): string[] {
  const alt = dish.altName?.trim();
  if (mode === 'altName') return [alt || dish.name];
  if (mode === 'shortName') return [dish.shortName?.trim() || dish.name];
  if (mode === 'both') return alt && alt !== dish.name ? [dish.name, alt] : [dish.name];
  return [dish.name];
}

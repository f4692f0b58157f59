import { deviceTypeLabel, type MerchantPrinterGroup } from '@rpos/domain';

/** Counts by a key, sorted by count descending (then by name). */
export function countBy(values: readonly string[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** back-office.md §2.11 Summary: by device type and by brand ("unknown" when missing). */
export function printerSummary(groups: readonly MerchantPrinterGroup[], unknownBrand: string) {
  const all = groups.flatMap((g) => g.printers);
  return {
    byDeviceType: countBy(all.map((p) => deviceTypeLabel(p.deviceType))),
    byBrand: countBy(all.map((p) => p.brand.trim() || unknownBrand)),
  };
}

/**
 * Details search, case-insensitive over merchant id, printer name, device name, IP address, brand
 * and MAC address; merchants without a matching printer drop out.
 */
export function searchPrinters(
  groups: readonly MerchantPrinterGroup[],
  search: string,
): MerchantPrinterGroup[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...groups];
  return groups
    .map((g) => ({
      ...g,
      printers: g.printers.filter((p) =>
        [
          g.restaurantId,
          g.urlIdentifier,
          p.printerName,
          p.deviceName,
          p.ipAddress,
          p.brand,
          p.macAddress,
        ].some((f) => f.toLowerCase().includes(q)),
      ),
    }))
    .filter((g) => g.printers.length > 0);
}

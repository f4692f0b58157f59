import type { PosTable } from '@rpos/domain';

/** Whole minutes since the bill opened (never negative, whatever the two clocks say). */
export function minutesOpen(openedAt: string, now: Date): number {
  const opened = new Date(openedAt).getTime();
  if (Number.isNaN(opened)) return 0;
  return Math.max(0, Math.floor((now.getTime() - opened) / 60_000));
}

export interface TableArea {
  /** null: the tables without an area (or every table, when none has one). */
  area: string | null;
  tables: PosTable[];
}

/** The tables by area, areas in the order they first come, the tables without one last. */
export function tablesByArea(tables: readonly PosTable[]): TableArea[] {
  const areas = new Map<string | null, PosTable[]>();
  for (const table of tables) {
    const area = table.area?.trim() || null;
    const list = areas.get(area) ?? [];
    list.push(table);
    areas.set(area, list);
  }
  const named = [...areas.entries()]
    .filter(([a]) => a !== null)
    .map(([area, list]) => ({ area, tables: list }));
  const rest = areas.get(null);
  return rest ? [...named, { area: null, tables: rest }] : named;
}

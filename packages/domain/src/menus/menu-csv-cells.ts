import type { z } from 'zod';
import { parseCsv } from '../shared/csv';

// The cells of the menu CSV files (menu-csv.ts): reading a file's rows, and each kind of cell.

/** A CSV refused: the line (1 = header) and what is wrong. */
export interface CsvError {
  error: string;
}

/** Rows keyed by the header's names; every named column must be present. */
export function records<C extends string>(
  text: string,
  columns: readonly C[],
  optional: readonly C[] = [],
): { rows: Record<C, string>[]; present: ReadonlySet<C> } | CsvError {
  const rows = parseCsv(text);
  if (!rows || rows.length === 0) return { error: 'the file is empty or not CSV' };
  const header = rows[0]!.map((h) => h.trim());
  // Columns added later (allergens) may be absent: a file saved before them still uploads.
  const missing = columns.filter((c) => !header.includes(c) && !optional.includes(c));
  if (missing.length > 0) return { error: `missing column(s): ${missing.join(', ')}` };
  const present = new Set(columns.filter((c) => header.includes(c)));
  return {
    present,
    rows: rows.slice(1).map((cells) => {
      const rec = {} as Record<C, string>;
      for (const c of columns) rec[c] = cells[header.indexOf(c)] ?? '';
      return rec;
    }),
  };
}

export const bool = (v: string, fallback: boolean): boolean | null => {
  const t = v.trim().toLowerCase();
  if (t === '') return fallback;
  if (['true', 'yes', '1', 'y'].includes(t)) return true;
  if (['false', 'no', '0', 'n'].includes(t)) return false;
  return null;
};
export const int = (v: string): number | null | undefined => {
  if (v.trim() === '') return undefined;
  return /^\s*-?\d+\s*$/.test(v) ? Number(v) : null;
};
export const opt = (v: string): string | null => (v.trim() === '' ? null : v);
export const nums = (v: string): number[] | null => {
  if (v.trim() === '') return [];
  const parts = v.split('|').map((p) => Number(p.trim()));
  return parts.every((p) => Number.isInteger(p)) ? parts : null;
};
export const strs = (v: string): string[] =>
  v.trim() === ''
    ? []
    : v
        .split('|')
        .map((p) => p.trim())
        .filter(Boolean);

export class RowError extends Error {}
export function need<T>(value: T | null, what: string): T {
  if (value === null) throw new RowError(what);
  return value;
}

export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

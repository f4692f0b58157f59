import { isoToDmy } from '@rpos/domain';

// The screens' dates are dd/MM/yyyy whatever the browser's language (back-office.md §9,
// restaurant-config.md §9; decision 0459): typed and shown as text, stored as 'YYYY-MM-DD'.

const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date typed as d/M/yyyy or dd/MM/yyyy → 'YYYY-MM-DD'; null when it is no real date. */
export function parseDmy(text: string): string | null {
  const m = DMY.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 'YYYY-MM-DD' is a real calendar date. */
export const isIsoDate = (iso: string): boolean => {
  const m = ISO.exec(iso);
  return !!m && parseDmy(`${m[3]}/${m[2]}/${m[1]}`) === iso;
};

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (the screens' date format), '' when it is no date. */
export const dmyOf = (iso: string): string => (isIsoDate(iso) ? isoToDmy(iso) : '');

/** 'HH:mm', 00:00 to 23:59. */
export const isHhmm = (text: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(text.trim());

import dayjs from 'dayjs';

/** The display format of back-office.md §9: DD/MM/YYYY HH:mm:ss (in the browser's zone). */
export const DISPLAY_DATE_TIME = 'DD/MM/YYYY HH:mm:ss';

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DISPLAY_DATE_TIME) : '';
}

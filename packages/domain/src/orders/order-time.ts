import { DEFAULT_TIMEZONE } from '../shared/constants';
import { dayjs } from '../shared/dayjs';

/** An order time as receipts and the order history show it: DD/MM/YYYY HH:mm:ss on the restaurant's clock. */
export function formatOrderTime(at: Date, timezone?: string | null): string {
  return dayjs(at)
    .tz(timezone || DEFAULT_TIMEZONE)
    .format('DD/MM/YYYY HH:mm:ss');
}

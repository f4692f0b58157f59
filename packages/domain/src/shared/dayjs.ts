// dayjs with the utc and timezone plugins, set up once. Import dayjs from here, never directly.
// The '.js' suffixes let Node's ESM loader resolve the plugins when the server bundle keeps dayjs external.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };

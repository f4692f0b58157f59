import type { LogErrorRequest } from '@rpos/domain';
import { api } from './api-client';

const MAX_MESSAGE = 5000;

/** Reports a UI crash or a failed payment to POST /utils/logError; never throws. */
export async function reportError(report: LogErrorRequest): Promise<void> {
  try {
    await api.post('/utils/logError', {
      ...report,
      title: report.title.slice(0, 200) || 'Error',
      message: report.message.slice(0, MAX_MESSAGE),
      path: report.path?.slice(0, 500),
    });
  } catch {
    // Reporting must never raise a second error.
  }
}

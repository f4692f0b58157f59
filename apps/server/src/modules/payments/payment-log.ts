import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { recordClientError } from '../utils/utils.repository';

/**
 * A payment failure, recorded the way the web app's POST /utils/logError records its own (table
 * client_errors, clientId 'server') and logged as a warning. `details` must hold no card data:
 * ids, statuses, provider references and reasons only.
 */
export async function logPaymentFailure(
  deps: AppDeps,
  failure: { title: string; message: string; details: Record<string, unknown> },
  log?: FastifyBaseLogger,
): Promise<void> {
  log?.warn({ paymentFailure: failure }, failure.title);
  await recordClientError(deps.database.db, {
    title: failure.title,
    message: failure.message.slice(0, 5000),
    details: failure.details,
    path: null,
    clientId: 'server',
    websiteVersion: null,
    userAgent: null,
  }).catch((err: unknown) => log?.error({ err }, 'could not record a payment failure'));
}

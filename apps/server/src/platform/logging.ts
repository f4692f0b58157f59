import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
/** Never logged: credentials, cookies, and any password or token field of a body or reply. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-manager-approval"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.passwordHash',
  '*.token',
  '*.verifyCode',
  // Card data (issue 4): never logged, whatever object carries it.
  '*.number',
  '*.cardNumber',
  '*.cvc',
  '*.cvv',
  '*.securityCode',
  '*.expiry',
  '*.stateData',
  '*.paymentMethod',
  '*.encryptedCardNumber',
  '*.encryptedSecurityCode',
  '*.encryptedExpiryMonth',
  '*.encryptedExpiryYear',
  'req.body',
];

/** Query parameters whose values never reach the logs (a reset link carries its token in the URL). */
const SECRET_QUERY_PARAM = /([?&](?:token|password|code|verifyCode)=)[^&#]*/gi;

/** The URL with secret query values replaced by [redacted]. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAM, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's request serializer, with the URL redacted (GET /api/resetPassword?token=..., /reset-password?token=...). */
export const LOG_SERIALIZERS = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** Errors of a response the client gave up on (closed the connection before the answer was out). */
const ABANDONED = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_DESTROYED']);

/** Whether a response's error only says the client left (issue 27): nothing went wrong on our side. */
export const isAbandonedRequest = (err: unknown): boolean =>
  ABANDONED.has((err as { code?: string } | null)?.code ?? '');

/**
 * Fastify's request logging, reduced to a response's errors: the one line per request is
 * registerRequestMetrics' (decision 0471). A request the client abandoned (a phone that lost signal, a
 * load generator's timeout) is logged at info as "request abandoned by the client", not as an error:
 * an error log line should mean something to look at (issue 27).
 */
export class AppLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error) return;
    if (isAbandonedRequest(error)) {
      reply.log.info(
        { res: reply, code: (error as { code?: string }).code, responseTime: reply.elapsedTime },
        'request abandoned by the client',
      );
      return;
    }
    reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
  }
}

/** Never logged: credentials, cookies, and any password or token field of a body or reply. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
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

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';

/** Texts the diner sees when the check refuses a request (ours: the spec gives none). */
export const RECAPTCHA_MESSAGES = {
  missing: 'Please complete the reCAPTCHA check and try again.',
  failed: 'The reCAPTCHA check failed. Please try again.',
  unavailable: 'We could not check reCAPTCHA right now. Please try again in a moment.',
} as const;

export interface RecaptchaResult {
  ok: boolean;
  /** reCAPTCHA v3 score (0 bot ... 1 human), when the token had one. */
  score?: number;
  /**
   * Why it was refused: 'missing-token', 'invalid-token' (Google's error codes follow),
   * 'low-score', 'action-mismatch', or 'unavailable' (siteverify could not be reached).
   */
  reason?: string;
}

/** Checks a diner's reCAPTCHA token before an anonymous write (sendCode, later the queue). */
export interface RecaptchaVerifier {
  readonly provider: 'offline' | 'google';
  verify(
    token: string | null | undefined,
    context: { action?: string; remoteIp: string },
  ): Promise<RecaptchaResult>;
}

/** The offline default: accepts any token, even none, and logs one debug line saying so. */
export function createOfflineRecaptcha(log?: Pick<FastifyBaseLogger, 'debug'>): RecaptchaVerifier {
  return {
    provider: 'offline',
    async verify(token, context) {
      log?.debug(
        { action: context.action, remoteIp: context.remoteIp, hasToken: Boolean(token) },
        'recaptcha (offline): accepted without checking',
      );
      return { ok: true };
    },
  };
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/**
 * Google's siteverify (POST form secret, response, remoteip). v3 tokens must score at least
 * `minScore` and carry the expected action; v2 tokens (no score) pass on success alone.
 * Never throws: an unreachable siteverify answers {ok: false, reason: 'unavailable'}.
 */
export function createGoogleRecaptcha(options: {
  secret: string;
  verifyUrl: string;
  minScore: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): RecaptchaVerifier {
  return {
    provider: 'google',
    async verify(token, context) {
      const response = token?.trim();
      if (!response) return { ok: false, reason: 'missing-token' };
      let answer: SiteverifyAnswer;
      try {
        const res = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ secret: options.secret, response, remoteip: context.remoteIp }),
          signal: AbortSignal.timeout(5_000),
        });
        if (!res.ok) throw new Error(`siteverify answered HTTP ${res.status}`);
        answer = (await res.json()) as SiteverifyAnswer;
      } catch (err) {
        options.log?.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'recaptcha siteverify failed',
        );
        return { ok: false, reason: 'unavailable' };
      }
      const score = typeof answer.score === 'number' ? answer.score : undefined;
      if (answer.success !== true) {
        const codes = (answer['error-codes'] ?? []).join(',');
        return { ok: false, score, reason: codes ? `invalid-token:${codes}` : 'invalid-token' };
      }
      if (score !== undefined && score < options.minScore) return { ok: false, score, reason: 'low-score' };
      if (context.action && answer.action && answer.action !== context.action)
        return { ok: false, score, reason: 'action-mismatch' };
      return { ok: true, score };
    },
  };
}

/** The verifier RECAPTCHA_PROVIDER names. */
export function createRecaptchaVerifier(
  config: Config['recaptcha'],
  log?: Pick<FastifyBaseLogger, 'debug' | 'warn'>,
): RecaptchaVerifier {
  if (config.provider === 'google')
    return createGoogleRecaptcha({
      secret: config.secret ?? '',
      verifyUrl: config.verifyUrl,
      minScore: config.minScore,
      log,
    });
  return createOfflineRecaptcha(log);
}

/**
 * Refuses the request unless the token passes: 400 with a clear message for a missing or failed
 * token, RecaptchaUnavailableError (502) when siteverify cannot be reached.
 */
export async function assertRecaptcha(
  verifier: RecaptchaVerifier,
  token: string | null | undefined,
  context: { action?: string; remoteIp: string },
): Promise<RecaptchaResult> {
  const result = await verifier.verify(token, context);
  if (result.ok) return result;
  if (result.reason === 'unavailable') throw new RecaptchaUnavailableError();
  throw new AppError(
    'BAD_REQUEST',
    result.reason === 'missing-token' ? RECAPTCHA_MESSAGES.missing : RECAPTCHA_MESSAGES.failed,
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** deps.recaptcha, or the one RECAPTCHA_PROVIDER names (app.ts). */
    recaptcha: RecaptchaVerifier;
  }
}

/** siteverify could not be reached: the route answers 502 with RECAPTCHA_MESSAGES.unavailable. */
export class RecaptchaUnavailableError extends Error {
  readonly status = 502;
  readonly code = 'RECAPTCHA_UNAVAILABLE';
  constructor() {
    super(RECAPTCHA_MESSAGES.unavailable);
    this.name = 'RecaptchaUnavailableError';
  }
}

import { randomInt } from 'node:crypto';
import { isValidMobile, ORDER_MESSAGES, type SendCodeRequest, type SendCodeResponse } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { hashSecret, newSecret } from '../../platform/ids';
import { assertRecaptcha, type RecaptchaVerifier } from '../../platform/recaptcha/recaptcha';
import { findRestaurantByUrlIdentifier } from '../restaurants/restaurants.repository';
import { addSmsAttempt, consumeSmsCode, findSmsCode, insertSmsCode, sentSince } from './sms.repository';

/** A code works for 5 minutes... */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** ...and for at most 5 tries. */
export const SMS_MAX_ATTEMPTS = 5;
/** One code per phone a minute, 5 an hour; 20 an hour from one address. */
export const SMS_PHONE_GAP_MS = 60_000;
export const SMS_PHONE_PER_HOUR = 5;
export const SMS_IP_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

const codeHash = (sid: string, code: string) => hashSecret(`${sid}:${code}`);

/** Seconds until another code may be sent to this phone from this address; 0 when now. */
async function retryAfterSeconds(db: DbOrTx, phone: string, ip: string, now: Date): Promise<number> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [byPhone, byIp] = await independently(db, [
    () => sentSince(db, { phone }, hourAgo),
    () => sentSince(db, { ip }, hourAgo),
  ]);
  const waits: number[] = [];
  const last = byPhone.at(-1);
  if (last) waits.push(last.getTime() + SMS_PHONE_GAP_MS - now.getTime());
  if (byPhone.length >= SMS_PHONE_PER_HOUR)
    waits.push(byPhone[byPhone.length - SMS_PHONE_PER_HOUR]!.getTime() + HOUR_MS - now.getTime());
  if (byIp.length >= SMS_IP_PER_HOUR)
    waits.push(byIp[byIp.length - SMS_IP_PER_HOUR]!.getTime() + HOUR_MS - now.getTime());
  const ms = Math.max(0, ...waits);
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * POST /sendCode: texts a 6-digit code to a valid mobile of a known restaurant's diner, once the
 * request's reCAPTCHA token passes (rate-limited).
 */
export async function sendCode(
  deps: AppDeps,
  req: SendCodeRequest,
  ip: string,
  recaptcha: RecaptchaVerifier,
): Promise<SendCodeResponse> {
  const db = deps.database.db;
  const now = deps.now();
  const phone = req.mobilePhone.trim();
  if (!isValidMobile(phone)) throw new AppError('VALIDATION', ORDER_MESSAGES.mobileInvalid);
  const restaurant = await findRestaurantByUrlIdentifier(db, req.restaurantId);
  if (!restaurant) throw new AppError('NOT_FOUND', 'Restaurant not found');
  await assertRecaptcha(recaptcha, req.recaptcha, { action: 'sendCode', remoteIp: ip });
  const wait = await retryAfterSeconds(db, phone, ip, now);
  if (wait > 0)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      ORDER_MESSAGES.smsTooSoon,
      { retryAfter: wait },
      { 'retry-after': String(wait) },
    );
  const sid = newSecret(16);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertSmsCode(db, {
    sid,
    restaurantId: restaurant.id,
    phone,
    codeHash: codeHash(sid, code),
    ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
  });
  await deps.sms.send({ to: phone, text: `Your verification code is ${code}`, restaurantId: restaurant.id });
  return { sid };
}

/**
 * Checks a code before the order is written: right sid, restaurant and phone, unused, unexpired,
 * under 5 attempts. A wrong code counts an attempt. The code is used up by useSmsCode in the order's
 * transaction.
 */
export async function checkSmsCode(
  db: DbOrTx,
  c: { sid: string; code: string; restaurantId: string; phone: string; now: Date },
): Promise<void> {
  const row = await findSmsCode(db, c.sid);
  if (!row || row.restaurantId !== c.restaurantId || row.phone !== c.phone)
    throw new AppError('BAD_REQUEST', ORDER_MESSAGES.smsCodeWrong);
  if (row.usedAt) throw new AppError('BAD_REQUEST', ORDER_MESSAGES.smsCodeUsed);
  if (row.expiresAt.getTime() <= c.now.getTime())
    throw new AppError('BAD_REQUEST', ORDER_MESSAGES.smsCodeExpired);
  if (row.attempts >= SMS_MAX_ATTEMPTS) throw new AppError('BAD_REQUEST', ORDER_MESSAGES.smsTooManyAttempts);
  if (row.codeHash !== codeHash(c.sid, c.code.trim())) {
    await addSmsAttempt(db, c.sid);
    throw new AppError('BAD_REQUEST', ORDER_MESSAGES.smsCodeWrong);
  }
}

/** Uses the code up inside the order's transaction; a code used meanwhile refuses the order. */
export async function useSmsCode(tx: DbOrTx, sid: string, at: Date): Promise<void> {
  if (!(await consumeSmsCode(tx, sid, at))) throw new AppError('BAD_REQUEST', ORDER_MESSAGES.smsCodeUsed);
}

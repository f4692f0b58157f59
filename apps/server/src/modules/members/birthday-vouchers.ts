import { birthdayDue, formatVoucherDate, localClock } from '@rpos/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { scheduleLeasedJob } from '../../platform/jobs/scheduled-jobs';
import { issueFromPromotion } from './member-join.service';
import { membersWithBirthday, runningBirthdayPromotions } from './member-vouchers.repository';

/** The birthday SMS (ours). */
export const birthdaySmsText = (restaurant: string, voucher: string, expiry: string) =>
  `Happy birthday from ${restaurant}! Your birthday voucher "${voucher}" is waiting for you until ${expiry}.`;

/**
 * The birthday run (decision 0269): for each restaurant with a running birthday promotion, on its
 * local today, every member whose next birthday is at most BIRTHDAY_LEAD_DAYS away gets the
 * promotion's voucher keyed 'birthday:<year of that birthday>' — once per member per year however
 * often this runs — and an SMS through the outbox adapter. One member at a time (no concurrent
 * queries). Answers how many vouchers were issued.
 */
export async function issueBirthdayVouchers(deps: AppDeps, now: Date): Promise<number> {
  const db = deps.database.db;
  let issued = 0;
  for (const { promotion, restaurantName, timezone } of await runningBirthdayPromotions(db, now)) {
    const today = localClock(now, timezone).isoDate;
    for (const member of await membersWithBirthday(db, promotion.restaurantId)) {
      if (member.birthdayDay == null || member.birthdayMonth == null) continue;
      const due = birthdayDue(today, { day: member.birthdayDay, month: member.birthdayMonth });
      if (!due) continue;
      const voucher = await issueFromPromotion(db, promotion, member, `birthday:${due.year}`, today, now);
      if (!voucher) continue;
      issued++;
      await deps.sms.send({
        to: member.phone,
        text: birthdaySmsText(restaurantName, voucher.name, formatVoucherDate(voucher.expireDate)),
        restaurantId: member.restaurantId,
      });
    }
  }
  return issued;
}

/**
 * Runs the birthday vouchers every `everyMinutes` (0: never) once the server is ready, and 30 s after
 * start, once across instances (decision 0490); each run is idempotent, so "daily in each restaurant's
 * timezone" needs no stored schedule.
 */
export function scheduleBirthdayVouchers(app: FastifyInstance, everyMinutes: number): void {
  if (everyMinutes <= 0) return;
  scheduleLeasedJob(app, {
    name: 'birthday_vouchers',
    everyMs: everyMinutes * 60_000,
    firstTickMs: 30_000,
    failure: 'members: issuing birthday vouchers failed',
    run: () => issueBirthdayVouchers(app.deps, app.deps.now()),
  });
}

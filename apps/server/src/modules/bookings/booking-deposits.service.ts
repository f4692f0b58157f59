import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { bookingConfirmationMail } from './booking-mail';
import {
  claimTables,
  findBooking,
  findRestaurantRow,
  releaseTables,
  updateBooking,
} from './bookings.repository';

/**
 * A booking's deposit succeeded (payments' hook, in the payment's transaction): a pending booking is
 * confirmed; a lapsed one is confirmed again when its tables are still free, otherwise the payment is
 * flagged for refund; a cancelled one is refunded. The e-mail goes after the commit.
 */
export async function settleBookingDeposit(
  deps: AppDeps,
  tx: DbOrTx,
  bookingId: string,
): Promise<{ refund?: boolean; afterCommit?: () => Promise<void> }> {
  const booking = await findBooking(tx, bookingId, true);
  if (!booking) return {};
  const now = deps.now();
  if (booking.status === 'lapsed') {
    const claimed = await claimTables(
      tx,
      {
        restaurantId: booking.restaurantId,
        sessionId: booking.sessionId,
        bookDate: booking.bookDate,
        bookingId,
      },
      booking.tables,
    );
    if (!claimed) {
      await releaseTables(tx, bookingId);
      return { refund: true };
    }
  } else if (booking.status !== 'pendingPayment') {
    return booking.status === 'cancelled' ? { refund: true } : {};
  }
  const confirmed = await updateBooking(tx, bookingId, {
    status: 'confirmed',
    confirmedAt: now,
    holdUntil: null,
    updatedAt: now,
  });
  const restaurant = await findRestaurantRow(tx, booking.restaurantId);
  if (!restaurant) return {};
  const mail = bookingConfirmationMail(restaurant, confirmed, now);
  return { afterCommit: () => deps.mailer.send(mail) };
}

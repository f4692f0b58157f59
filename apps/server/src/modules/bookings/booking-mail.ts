import { bookingIcs, confirmationNumber, isoToDmy } from '@rpos/domain';
import type { MailMessage } from '../../platform/messaging/mailer';
import type { BookingRow } from './bookings.repository';

interface MailRestaurant {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  timezone: string;
}

/** The confirmation e-mail of a booking: its details and the booking as a calendar file (.ics). */
export function bookingConfirmationMail(restaurant: MailRestaurant, b: BookingRow, now: Date): MailMessage {
  const number = confirmationNumber(b.id);
  const time = b.endTime && b.endTime !== b.startTime ? `${b.startTime} - ${b.endTime}` : b.startTime;
  const lines = [
    `Dear ${b.name},`,
    '',
    `Your table at ${restaurant.name} is booked.`,
    '',
    `Confirmation number: ${number}`,
    `Date: ${isoToDmy(b.bookDate)}`,
    `Time: ${time}`,
    `Party size: ${b.partySize}`,
    ...(b.hideTable ? [] : [`Tables: ${b.tables.join(', ')}`]),
    `Name: ${b.name}`,
    `Email: ${b.email}`,
    `Mobile phone: ${b.mobilePhone}`,
    ...(b.specialRequirement ? [`Special requirements: ${b.specialRequirement}`] : []),
    ...(b.depositCents ? [`Deposit paid: $${(b.depositCents / 100).toFixed(2)}`] : []),
    '',
    ...(restaurant.address ? [`Address: ${restaurant.address}`] : []),
    ...(restaurant.phone ? [`Phone: ${restaurant.phone}`] : []),
    '',
    'The booking is attached as a calendar event.',
  ];
  const ics = bookingIcs({
    bookingId: b.id,
    restaurantName: restaurant.name,
    address: restaurant.address,
    bookDateStr: b.bookDate,
    startTime: b.startTime,
    endTime: b.endTime,
    timezone: restaurant.timezone,
    partySize: b.partySize,
    name: b.name,
    description: `Confirmation number ${number}. ${b.partySize} guests${b.hideTable ? '' : `, tables ${b.tables.join(', ')}`}.`,
    stamp: now,
  });
  return {
    to: b.email,
    subject: `Booking confirmed at ${restaurant.name} (${number})`,
    text: lines.join('\n'),
    attachments: [
      {
        filename: 'booking.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics, 'utf8').toString('base64'),
      },
    ],
    restaurantId: restaurant.id,
  };
}

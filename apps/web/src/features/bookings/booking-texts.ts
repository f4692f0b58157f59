import { BOOKING_MESSAGES } from '@rpos/domain';
import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

export type BookingMessageKey = keyof typeof BOOKING_MESSAGES;
type MessageTextKey = `msg${Capitalize<BookingMessageKey>}`;

/** BOOKING_MESSAGES as text keys: terms → msgTerms (their own keys clash with the field labels). */
function prefixed(messages: typeof BOOKING_MESSAGES): Record<MessageTextKey, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) out[messageTextKey(key as BookingMessageKey)] = text;
  return out as Record<MessageTextKey, string>;
}

export const messageTextKey = (key: BookingMessageKey): MessageTextKey =>
  `msg${key.charAt(0).toUpperCase()}${key.slice(1)}` as MessageTextKey;

/**
 * Texts of the diner's booking wizard and confirmation (labels; the spec's messages come verbatim from
 * BOOKING_MESSAGES). Registered under `bookings.` when a booking page first loads.
 */
export const enBookings = {
  stepTime: 'Time',
  stepTable: 'Table',
  stepContact: 'Contact',
  stepReview: 'Review',
  partySize: 'Number of guests',
  date: 'Date',
  timeSlot: 'Time slot',
  loadingSlots: 'Loading time slots…',
  noSlots: 'No time slots are free on this date for this party. Please select another date.',
  chooseDateFirst: 'Choose the number of guests and a date to see the time slots.',
  deposit: 'Deposit {{amount}}',
  tablesFor: 'Choose the tables for {{count}} guests',
  tableSeats: 'Seats {{min}}–{{max}}',
  tableSeatsExact: 'Seats {{max}}',
  tableLabel: 'Table {{number}}',
  tablesHidden: 'The restaurant will choose your table.',
  selectAnotherDate: 'There are no tables for this time. Please select another date.',
  name: 'Name',
  email: 'Email',
  mobilePhone: 'Mobile phone',
  specialRequirement: 'Special requirements (optional)',
  restaurant: 'Restaurant',
  address: 'Address',
  phone: 'Phone',
  time: 'Time',
  tables: 'Tables',
  guestName: 'Guest name',
  agreeTerms: 'I agree to the terms and conditions',
  back: 'Back',
  next: 'Next',
  confirm: 'Confirm',
  confirming: 'Booking your table…',
  restaurantFailed: 'Something went wrong, please try it later.',
  loadFailed: 'Something went wrong, please try again',
  redirectFailed: 'Something went wrong, please try again',
  redirecting: 'Taking you to the payment page…',
  confirmationTitle: 'Booking confirmation',
  confirmationNumber: 'Confirmation number',
  statusConfirmed: 'Your booking is confirmed.',
  statusPending: 'Awaiting payment: your booking is confirmed once the deposit is paid.',
  statusPendingUntil: 'Your table is held until {{time}}.',
  statusLapsed: 'This booking has lapsed: the deposit was not paid in time.',
  statusCancelled: 'This booking has been cancelled.',
  statusSeated: 'You have been seated. Enjoy your meal!',
  statusNoShow: 'This booking was marked as a no-show.',
  paymentNotDone: 'The payment failed or was cancelled.',
  checkingStatus: 'Checking your booking…',
  statusFailed: 'Something went wrong, please try again',
  noSavedBooking: 'We could not find a booking made on this device for this restaurant.',
  bookATable: 'Book a table',
  bookAgain: 'Make another booking',
  ...prefixed(BOOKING_MESSAGES),
};

export type BookingTextKey = keyof typeof enBookings;

export const zhBookings: Partial<Record<BookingTextKey, string>> = {
  stepTime: '时间',
  stepTable: '餐桌',
  stepContact: '联系方式',
  stepReview: '确认',
  partySize: '用餐人数',
  date: '日期',
  timeSlot: '时段',
  loadingSlots: '正在加载可选时段…',
  noSlots: '该日期没有适合此人数的空闲时段，请选择其他日期。',
  chooseDateFirst: '请选择用餐人数和日期以查看可选时段。',
  deposit: '订金 {{amount}}',
  tablesFor: '请为 {{count}} 位客人选择餐桌',
  tableSeats: '可坐 {{min}}–{{max}} 人',
  tableSeatsExact: '可坐 {{max}} 人',
  tableLabel: '{{number}} 号桌',
  tablesHidden: '餐厅将为您安排餐桌。',
  selectAnotherDate: '此时段没有可用餐桌，请选择其他日期。',
  name: '姓名',
  email: '电子邮箱',
  mobilePhone: '手机号码',
  specialRequirement: '特殊要求（选填）',
  restaurant: '餐厅',
  address: '地址',
  phone: '电话',
  time: '时间',
  tables: '餐桌',
  guestName: '客人姓名',
  agreeTerms: '我同意条款和条件',
  back: '返回',
  next: '下一步',
  confirm: '确认',
  confirming: '正在为您预订…',
  redirecting: '正在前往支付页面…',
  confirmationTitle: '预订确认',
  confirmationNumber: '确认号',
  statusConfirmed: '您的预订已确认。',
  statusPending: '等待付款：支付订金后预订即确认。',
  statusPendingUntil: '餐桌为您保留至 {{time}}。',
  statusLapsed: '此预订已失效：订金未按时支付。',
  statusCancelled: '此预订已取消。',
  statusSeated: '您已入座，祝您用餐愉快！',
  statusNoShow: '此预订被标记为未到店。',
  paymentNotDone: '付款失败或已取消。',
  checkingStatus: '正在查询您的预订…',
  noSavedBooking: '在此设备上找不到该餐厅的预订。',
  bookATable: '预订餐桌',
  bookAgain: '再次预订',
  msgTerms: '请同意条款和条件。',
  msgFutureTime: '请选择将来的时间',
  msgTimeSlot: '请选择时段',
  msgFutureDate: '请选择将来的日期',
  msgPartySize: '请选择用餐人数',
  msgTable: '请选择餐桌',
  msgCapacity: '请检查餐桌的最多和最少人数要求。',
  msgName: '请输入您的姓名',
  msgValidName: '请输入有效的姓名',
  msgEmail: '请输入您的电子邮箱',
  msgValidEmail: '请输入有效的电子邮箱',
  msgMobile: '请输入您的手机号码',
  msgNoTable: '找不到餐桌',
  msgClosed: '网上订座已关闭，请稍后再试。',
};

registerScopedTexts<BookingTextKey>('bookings', enBookings, zhBookings);

export type BookingT = ScopedT<BookingTextKey>;

/** t() for the diner's booking screens (keys of enBookings). */
export function useBookingT(): BookingT {
  return useScopedT<BookingTextKey>('bookings');
}

/** The text of a booking message in the diner's language. */
export const messageText = (t: BookingT, key: BookingMessageKey): string => t(messageTextKey(key));

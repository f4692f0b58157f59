import { z } from 'zod';
import { Announcement, QrSettings, UnavailableDish } from '../online/online.contract';
import type { TableCartView } from '../table-cart/table-cart.contract';

/**
 * Realtime state of the diner's open menu (diner.md §7 "Realtime database reads"), pushed as
 * Server-Sent Events by GET /online/events. Every event carries the new state, never a delta, so a
 * client that missed one is right again at the next; on (re)connect the server sends the current state.
 */

/** The event bus topic of one restaurant (internal id): every change of its live menu state goes there. */
export const restaurantTopic = (restaurantId: string): string => `restaurant:${restaurantId}`;

/** Seconds-level hints of the stream: the client's reconnect delay and the server's heartbeat period. */
export const SSE_RETRY_MS = 3000;
export const SSE_HEARTBEAT_MS = 25_000;

/** GET /online/events?menuId=<restaurant url identifier>&tableId=<table number or order type> */
export const RealtimeQuery = z.object({
  menuId: z.string().trim().min(1, 'menuId is required').max(100),
  tableId: z.string().trim().min(1, 'tableId is required').max(50),
  /** As GET /online's: the Online Menu code's URL, whose own switch the stream follows (decision 0525). */
  qr: z.enum(['onlineMenu']).optional(),
});
export type RealtimeQuery = z.infer<typeof RealtimeQuery>;

/** `event: availability`: the live inactive dishes of the diner's menu and today's unavailable dishes. */
export const AvailabilityEvent = z.object({
  menuId: z.string(),
  inactiveDishIds: z.array(z.string()),
  unavailable: z.array(UnavailableDish),
});
export type AvailabilityEvent = z.infer<typeof AvailabilityEvent>;

/** `event: announcement`: the menu screen's announcement dialog (a new dialogVersion shows it again). */
export const AnnouncementEvent = Announcement;
export type AnnouncementEvent = z.infer<typeof AnnouncementEvent>;

/** `event: qrSettings`: the ordering switch of one QR type ('dinein' for tables). */
export const QrSettingsEvent = QrSettings.extend({ qrType: z.string() });
export type QrSettingsEvent = z.infer<typeof QrSettingsEvent>;

/** `event: menuPublished`: a menu of the restaurant has a new version; the client reloads GET /online. */
export const MenuPublishedEvent = z.object({ menuId: z.string(), version: z.number().int() });
export type MenuPublishedEvent = z.infer<typeof MenuPublishedEvent>;

/**
 * `event: restaurantChanged`: the restaurant's own settings changed (profile, hours, surcharges, QR
 * settings, online settings...); an open diner page reloads GET /online and the restaurant's info.
 * `changed` names what changed, for logs and tests; clients reload whatever it says.
 */
export const RestaurantChangedEvent = z.object({ changed: z.array(z.string()) });
export type RestaurantChangedEvent = z.infer<typeof RestaurantChangedEvent>;

/** `serviceRequest` (staff screens only, never sent to diners): a diner rang the service bell. */
export const ServiceRequestEvent = z.object({
  id: z.string(),
  tableId: z.string(),
  tableName: z.string(),
  serviceType: z.string(),
  status: z.enum(['new', 'done']),
  createdAt: z.string(),
});
export type ServiceRequestEvent = z.infer<typeof ServiceRequestEvent>;

/**
 * A bill changed (an order, a payment, a move…): staff screens (the POS floor, live transactions)
 * reload it. Never forwarded to diners.
 */
export const TransactionChangedEvent = z.object({
  transactionId: z.string(),
  tableNo: z.string().nullable(),
  operationType: z.string(),
});
export type TransactionChangedEvent = z.infer<typeof TransactionChangedEvent>;

/** What travels on the bus topic restaurant:<id>: an event name and its payload. */
export type RealtimeMessage =
  | { event: 'availability'; data: AvailabilityEvent }
  | { event: 'announcement'; data: AnnouncementEvent }
  | { event: 'qrSettings'; data: QrSettingsEvent }
  | { event: 'menuPublished'; data: MenuPublishedEvent }
  | { event: 'restaurantChanged'; data: RestaurantChangedEvent }
  | { event: 'serviceRequest'; data: ServiceRequestEvent }
  | { event: 'transactionChanged'; data: TransactionChangedEvent }
  /** Lines of an order were bumped on a kitchen display (staff streams only, decision 0310). */
  | { event: 'kitchenChanged'; data: { orderId: string; bumped: number } }
  /** A table's shared cart changed (issue 32): its table cart stream forwards it to that table's phones. */
  | { event: 'tableCart'; data: TableCartView };
export type RealtimeEventName = RealtimeMessage['event'];

/** Events a diner stream forwards; serviceRequest stays on staff screens. */
export const DINER_EVENTS: readonly RealtimeEventName[] = [
  'availability',
  'announcement',
  'qrSettings',
  'menuPublished',
  'restaurantChanged',
];

/** Whether a bus message concerns a diner of `menuId` (the served menu) and `qrType` (the table's QR type). */
export function concernsDiner(message: RealtimeMessage, diner: { menuId: string; qrType: string }): boolean {
  switch (message.event) {
    case 'availability':
      return message.data.menuId === diner.menuId;
    case 'qrSettings':
      return message.data.qrType === diner.qrType;
    case 'announcement':
    case 'menuPublished':
    case 'restaurantChanged':
      return true;
    default:
      return false;
  }
}

/** One SSE message: `event:` and a one-line JSON `data:`, ended by a blank line. */
export function formatSseMessage(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A parsed SSE message (clients and tests read the stream with this). */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Splits the text received so far into complete messages and the unfinished rest. Comments (lines
 * starting with ':') and retry/id fields are skipped; several data lines are joined with newlines.
 */
export function parseSseChunk(buffer: string): { messages: SseMessage[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) messages.push({ event, data: data.join('\n') });
  }
  return { messages, rest };
}

import {
  allergenLabel,
  courseLabel,
  type DisplayClient,
  declaredAllergensIn,
  KDS_MESSAGES,
  KDS_OTHER_CATEGORY,
  type KdsBumpBody,
  type KdsCategory,
  type KdsOrdersResponse,
  type KdsTicket,
  PosSettings,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { RealtimePublisher } from '../realtime/realtime.service';
import { findDisplayClients } from './clients.repository';
import {
  findKdsCategories,
  findLineOptions,
  findOpenLines,
  findPosSettings,
  insertBumps,
  type OpenLine,
} from './kds.repository';
import { inScope, kdsScopeOf } from './kds-scope';

/** How far back the display looks for open orders (decision 0310). */
export const KDS_WINDOW_MS = 24 * 60 * 60 * 1000;

interface Placed {
  line: OpenLine;
  category: { id: string | null; name: string };
}

/**
 * Each line the user's display shows (its POS clients' orders, decision 0348) under each of its KDS
 * categories, or under "Other" when it has none; with the display client, if the user is one.
 */
async function placedLines(
  deps: AppDeps,
  restaurantId: string,
  userId: string,
  orderId?: string,
): Promise<{ client: DisplayClient | undefined; placed: Placed[] }> {
  const db = deps.database.db;
  const since = new Date(deps.now().getTime() - KDS_WINDOW_MS);
  const [client] = await findDisplayClients(db, restaurantId, { userId });
  const scope = await kdsScopeOf(db, restaurantId, client);
  const lines = (await findOpenLines(db, restaurantId, since, orderId)).filter((l) =>
    inScope(scope, l.tableNo),
  );
  const categories = await findKdsCategories(db, [...new Set(lines.map((l) => l.menuItemId))]);
  const placed = lines.flatMap((line): Placed[] => {
    const cats = categories.get(line.menuItemId);
    if (!cats || cats.length === 0) return [{ line, category: { id: null, name: KDS_OTHER_CATEGORY } }];
    return cats.map((c) => ({ line, category: c }));
  });
  return { client, placed };
}

/** GET /kds/orders: open tickets by cooking category, the "Other" column last. */
export async function kitchenOrders(
  deps: AppDeps,
  restaurantId: string,
  userId: string,
): Promise<KdsOrdersResponse> {
  const db = deps.database.db;
  const { client, placed } = await placedLines(deps, restaurantId, userId);
  const options = await findLineOptions(db, [...new Set(placed.map((p) => p.line.orderItemId))]);
  const { courses } = PosSettings.parse(await findPosSettings(db, restaurantId));
  const columns = new Map<string, KdsCategory & { byOrder: Map<string, KdsTicket> }>();
  for (const { line, category } of placed) {
    const label = (code: string) => allergenLabel(code, line.customAllergens ?? []);
    const key = category.id ?? '';
    let col = columns.get(key);
    if (!col) {
      col = { cookingCategoryId: category.id, name: category.name, tickets: [], byOrder: new Map() };
      columns.set(key, col);
    }
    let ticket = col.byOrder.get(line.ticketId);
    if (!ticket) {
      ticket = {
        orderId: line.ticketId,
        orderNumber: line.ticketNumber,
        tableId: line.tableId,
        kind: line.kind,
        customerName: line.customerName,
        orderTime: line.orderTime.toISOString(),
        allergens: line.declared.map(label),
        course: line.course,
        courseLabel: line.course ? courseLabel(courses, line.course, true) : null,
        held: line.held,
        firedAt: line.firedAt ? new Date(line.firedAt).toISOString() : null,
        lines: [],
      };
      col.byOrder.set(line.ticketId, ticket);
      col.tickets.push(ticket);
    } else if (line.inRound) {
      // A table's round (decision 0597): every diner's name and declaration on the one ticket.
      if (line.customerName && !ticket.customerName.split(', ').includes(line.customerName))
        ticket.customerName = ticket.customerName
          ? `${ticket.customerName}, ${line.customerName}`
          : line.customerName;
      for (const a of line.declared.map(label)) if (!ticket.allergens.includes(a)) ticket.allergens.push(a);
    }
    ticket.lines.push({
      orderItemId: line.orderItemId,
      name: line.name,
      altName: line.altName,
      sizeName: line.sizeName,
      quantity: line.quantity,
      options: options.get(line.orderItemId) ?? [],
      specialInstructions: line.specialInstructions,
      isTakeaway: line.isTakeaway,
      allergens: declaredAllergensIn(line.lineAllergens, line.declared).map(label),
      ...(line.inRound ? { orderedBy: line.customerName } : {}),
    });
  }
  const categories = [...columns.values()]
    .map(({ byOrder: _, ...c }) => c)
    .sort((a, b) =>
      a.cookingCategoryId === null ? 1 : b.cookingCategoryId === null ? -1 : a.name.localeCompare(b.name),
    );
  return { displayClientName: client?.displayClientName ?? null, categories };
}

/**
 * POST /kds/bump: the order's open lines of that category (or all of them) are done. Persisted in one
 * transaction; then `kitchenChanged` tells every display of the restaurant.
 */
export async function bumpTicket(
  deps: AppDeps,
  realtime: RealtimePublisher,
  restaurantId: string,
  userId: string,
  body: KdsBumpBody,
): Promise<number> {
  // A display bumps only what its board shows (another display's order answers 404).
  const { placed } = await placedLines(deps, restaurantId, userId, body.orderId);
  const chosen =
    body.cookingCategoryId === undefined
      ? placed
      : placed.filter((p) => p.category.id === (body.cookingCategoryId ?? null));
  const ids = [...new Set(chosen.map((p) => p.line.orderItemId))];
  if (ids.length === 0) throw new AppError('NOT_FOUND', KDS_MESSAGES.notFound);
  const now = deps.now();
  const bumped = await deps.database.db.transaction((tx) =>
    insertBumps(
      tx,
      ids.map((orderItemId) => ({
        orderItemId,
        // A round's ticket holds lines of several orders: each bump names its line's order.
        orderId: chosen.find((p) => p.line.orderItemId === orderItemId)!.line.orderId,
        restaurantId,
        bumpedBy: userId,
        bumpedAt: now,
      })),
    ),
  );
  await realtime.publish(restaurantId, { event: 'kitchenChanged', data: { orderId: body.orderId, bumped } });
  return bumped;
}

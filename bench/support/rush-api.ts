// The calls of a dinner service, for bench/solo.ts and bench/rush.ts: a staff session (cookie jar of
// one), a diner's menu load and order, and the POS calls. Each answers its status and timing; nothing
// here retries.
import { randomUUID } from 'node:crypto';
import { WEBSITE_VERSION } from '@rpos/domain';

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  ms: number;
}

/** A client of one base URL with its own cookie (a signed-in staff member, or a diner). */
export class ApiClient {
  cookie = '';
  /** The web app's clientId header (one per browser) and websiteVersion go with every call. */
  readonly clientId = randomUUID();
  constructor(
    readonly base: string,
    readonly timeoutMs = 10_000,
  ) {}

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<CallResult<T>> {
    const at = performance.now();
    const res = await fetch(`${this.base}/api${path}`, {
      method,
      headers: {
        'accept-encoding': 'gzip, deflate, br',
        clientId: this.clientId,
        websiteVersion: String(WEBSITE_VERSION),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (an error page): kept as text
    }
    return { status: res.status, body: parsed as T, ms: performance.now() - at };
  }

  /** Like call, but a non-2xx answer throws (set-up steps). */
  async ok<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const r = await this.call<T>(method, path, body);
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  }
}

interface MenuItem {
  id: string;
  sizes?: unknown[];
  groups?: { required?: boolean }[];
  hideForWeb?: boolean;
  isOption?: boolean;
  active?: boolean;
  active_begin?: number | null;
  activeWeekDays?: unknown[] | null;
  hidden_until?: string | null;
}

/**
 * Dishes a diner or the POS can order without choosing anything (no sizes, no required options), on
 * any day at any hour and not sold out (`unavailable`: the /online answer's list).
 */
export function simpleDishes(
  categories: { items: MenuItem[] }[],
  unavailable: readonly { menuItemId: string }[] = [],
): string[] {
  const out = new Set(unavailable.map((u) => u.menuItemId));
  return categories
    .flatMap((c) => c.items)
    .filter(
      (i) =>
        !i.sizes?.length &&
        !(i.groups ?? []).some((g) => g.required) &&
        !i.hideForWeb &&
        !i.isOption &&
        i.active !== false &&
        !out.has(i.id) &&
        !i.activeWeekDays?.length &&
        !i.hidden_until &&
        (i.active_begin === null || i.active_begin === undefined),
    )
    .map((i) => i.id);
}

export const orderNumber = (): string => randomUUID().replaceAll('-', '');

/** The lines of an order: `n` dishes picked by `pick` (a random source), quantities 1–2. */
export function orderLines(dishes: readonly string[], n: number, pick: () => number) {
  return Array.from({ length: n }, () => ({
    dish: { id: dishes[Math.floor(pick() * dishes.length)]! },
    options: [],
    quantity: 1 + Math.floor(pick() * 2),
  }));
}

/** A diner's QR order for a table (pay at the counter, or by sandbox card when `card`). */
export function placeOrderBody(
  menuId: string,
  tableId: string,
  items: unknown[],
  card = false,
): Record<string, unknown> {
  return {
    user: { name: 'Rush Diner', email: '', phoneNumber: '0412345678', guestNum: '2' },
    order: {
      orderNumber: orderNumber(),
      items,
      tableId,
      type: 'local',
      pickupTimeType: 'now',
      paymentType: card ? 'card' : 'payAtCounter',
    },
    restaurant: { restaurantId: menuId },
    menuId,
  };
}

/** Pays a card order placed by placeOrder on the sandbox provider (test card 4111…: authorised). */
export async function payBySandboxCard(
  diner: ApiClient,
  menuId: string,
  tableId: string,
  orderNumber: string,
): Promise<CallResult> {
  const card = await diner.call<{ stateData: Record<string, unknown> }>('POST', '/sandbox/cards', {
    holderName: 'Rush Diner',
    number: '4111111111111111',
    expiry: '12/39',
    cvc: '123',
  });
  if (card.status !== 200) return card;
  return diner.call('POST', '/adyenPayments', {
    orderNumber,
    restaurantId: menuId,
    tableId,
    stateData: card.body.stateData,
    idempotencyKey: randomUUID(),
    browserInfo: { userAgent: 'bench/rush', language: 'en-AU', colorDepth: 24 },
  });
}

// Live updates across instances for bench/rush.ts --instances 2+ (issue 27: "live updates reach pages
// served by the other instance within a second"). A probe restaurant of its own (made through the API,
// outside the rush's mix, so that each event it waits for is its own) holds three streams on the LAST
// instance (B) while the FIRST (A) causes, one probe at a time, every `everyMs` during the rush:
//   POS stream   a diner's QR order placed on A → `transactionChanged` on B's /api/staff/events;
//   sold out     a dish marked sold out (then back) by staff on A → `availability` on B's /api/online/events;
//   queue        a party joins the queue on A → `queuePosition` on B's /api/queuePosition/{token}/events
//                of the party that joined first.
// The delay is from the moment A was asked to the event's arrival on B (the bench's clock for both);
// also from A's answer to B's event (the event bus's part, without A's own latency under load).
import { openSse, type SseTestClient } from '../../apps/server/src/modules/realtime/sse-test-client';
import { ApiClient, orderLines, placeOrderBody } from './rush-api';
import type { MadeRestaurant } from './rush-restaurants';

export interface LiveFigure {
  kind: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
  /** From A's answer to the event on B (the bus's part): p95 and max. */
  afterAnswerP95: number;
  afterAnswerMax: number;
  /** Probes whose event did not reach B within `timeoutMs`. */
  missed: number;
}

export interface LiveProbe {
  /** Stops after the probe in progress; answers the figures and the probe's acknowledged orders. */
  stop(): Promise<{ figures: LiveFigure[]; orders: string[] }>;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Opens B's streams and starts probing; `dishes`: dishes of the probe restaurant a diner orders as is. */
export async function startLiveProbe(
  probe: MadeRestaurant,
  bases: string[],
  dishes: string[],
  { everyMs = 2000, timeoutMs = 5000 } = {},
): Promise<LiveProbe> {
  const a = probe.staff[0]!;
  const b = probe.staff.at(-1)!;
  const baseA = bases[0]!;
  const baseB = bases.at(-1)!;
  const menuId = probe.urlIdentifier;
  const queueJoin = () =>
    new ApiClient(baseA).call<{ token: string }>('POST', '/queuePosition', {
      recaptcha: 'bench',
      name: 'Rush Queue',
      guestNum: 2,
      phoneNumber: '0412345678',
      restaurantId: menuId,
    });
  const first = await queueJoin();
  if (first.status !== 200) throw new Error(`queue: ${first.status} ${JSON.stringify(first.body)}`);
  const streams: Record<string, SseTestClient> = {
    pos: await openSse(`${baseB}/api/staff/events`, { cookie: b.cookie }),
    soldOut: await openSse(`${baseB}/api/online/events?menuId=${menuId}&tableId=${probe.tables[0]}`),
    queue: await openSse(`${baseB}/api/queuePosition/${first.body.token}/events`),
  };
  for (const [name, s] of Object.entries(streams))
    if (s.status !== 200) throw new Error(`live probe: ${name} stream answered ${s.status}`);
  // The streams' first messages (snapshots) have arrived before the first probe.
  await new Promise((r) => setTimeout(r, 500));

  const delays = new Map<string, number[]>();
  /** From A's answer to B's event (0 when B had it first): the bus's part, without A's own latency. */
  const afterAnswer = new Map<string, number[]>();
  const missed = new Map<string, number>();
  const orders: string[] = [];
  /** Asks A (`cause`) and times the first matching event on B after it. */
  async function time(
    kind: string,
    stream: SseTestClient,
    cause: () => Promise<{ status: number }>,
    matches: (e: { event: string; data: unknown }) => boolean,
  ) {
    const from = stream.received.length;
    const started = performance.now();
    try {
      // A call that fails or times out on A counts as missed (the rush's own figures show A's state).
      const caused = await cause();
      const answered = performance.now();
      if (caused.status !== 200) throw new Error(`cause answered ${caused.status}`);
      const e = await stream.next(matches, { from, timeoutMs });
      delays.set(kind, [...(delays.get(kind) ?? []), e.at - started]);
      afterAnswer.set(kind, [...(afterAnswer.get(kind) ?? []), Math.max(0, e.at - answered)]);
    } catch {
      missed.set(kind, (missed.get(kind) ?? 0) + 1);
    }
  }

  let pick = 7;
  const random = () => {
    pick = (pick * 16807) % 2147483647;
    return pick / 2147483647;
  };
  const dish = dishes[0]!;
  const unavailableOf = (data: unknown) =>
    ((data as { unavailable?: { menuItemId: string }[] }).unavailable ?? []).some(
      (u) => u.menuItemId === dish,
    );
  const probes = [
    () => {
      const body = placeOrderBody(
        menuId,
        probe.tables[Math.floor(random() * probe.tables.length)]!,
        orderLines(dishes, 1, random),
      );
      return time(
        'QR order → POS stream (staff/events)',
        streams.pos!,
        async () => {
          const r = await new ApiClient(baseA).call('POST', '/placeOrder', body);
          if (r.status === 200) orders.push((body.order as { orderNumber: string }).orderNumber);
          return r;
        },
        (e) => e.event === 'transactionChanged',
      );
    },
    () =>
      time(
        'sold out → diner menu stream (online/events)',
        streams.soldOut!,
        () => a.call('PUT', `/menuItems/${dish}/unavailable`, { unavailable: true, scope: 'today' }),
        (e) => e.event === 'availability' && unavailableOf(e.data),
      ),
    () =>
      time(
        'back on → diner menu stream (online/events)',
        streams.soldOut!,
        () => a.call('PUT', `/menuItems/${dish}/unavailable`, { unavailable: false }),
        (e) => e.event === 'availability' && !unavailableOf(e.data),
      ),
    () =>
      time(
        'queue joined → queue position stream',
        streams.queue!,
        () => queueJoin(),
        (e) => e.event === 'queuePosition',
      ),
  ];

  let stopping = false;
  const loop = (async () => {
    for (let i = 0; !stopping; i++) {
      const next = performance.now() + everyMs;
      await probes[i % probes.length]!();
      const wait = next - performance.now();
      if (wait > 0 && !stopping) await new Promise((r) => setTimeout(r, wait));
    }
  })();

  return {
    async stop() {
      stopping = true;
      await loop;
      for (const s of Object.values(streams)) s.close();
      const kinds = new Set([...delays.keys(), ...missed.keys()]);
      const figures = [...kinds].map((kind) => {
        const sorted = [...(delays.get(kind) ?? [])].sort((x, y) => x - y);
        const after = [...(afterAnswer.get(kind) ?? [])].sort((x, y) => x - y);
        return {
          kind,
          n: sorted.length,
          p50: pct(sorted, 50),
          p95: pct(sorted, 95),
          max: sorted.at(-1) ?? 0,
          afterAnswerP95: pct(after, 95),
          afterAnswerMax: after.at(-1) ?? 0,
          missed: missed.get(kind) ?? 0,
        };
      });
      return { figures, orders };
    },
  };
}

/**
 * The checkout burst of `npm run bench:mixed`: every bench customer fills a basket, then all of
 * them check out at the same moment for the same branch, day and window (the window's lock is
 * the one they all want), while staff move other orders along. Times each checkout and each
 * status change; on PostgreSQL it also samples what the database's sessions were doing
 * (pg_stat_activity) while the burst ran, to say what the checkouts and the staff waited on.
 */
import { performance } from 'node:perf_hooks';

/** What one burst needs: the API, the customers with their addresses, staff and orders to move. */
export interface BurstInput {
  base: string;
  customerTokens: string[];
  addressIds: string[];
  itemIds: string[];
  staffToken: string;
  branchId: string;
  pickupDate: string;
  /** Pending orders the staff move during the burst (one step each); taken from the front. */
  orders: { id: string; version: number; status: string }[];
  /** PostgreSQL: sample the sessions of this database through this client. */
  sampler?: { query: (text: string, values: unknown[]) => Promise<{ rows: { what: string; busy: string }[] }>; database: string };
}

/** One burst's outcome. */
export interface BurstResult {
  /** Each checkout's time in ms, answered or not. */
  checkoutMs: number[];
  /** Checkouts refused because the window was full (409 with its message): allowed. */
  full: number;
  /** Checkouts answered with anything else than 201 or a full window: status and count. */
  refused: Map<number, number>;
  /** Each staff status change's time in ms, and how many were not 200. */
  staffMs: number[];
  staffRefused: number;
  /** From the start of the burst to its last answer. */
  wallMs: number;
  /** Samples of the database's busy sessions, by what they were doing (state, wait event). */
  waits: Map<string, number>;
  samples: number;
  /** The most sessions of this database busy at once (the API's pool holds at most its max). */
  mostBusy: number;
}

/** Between one staff change and the next: a person at the counter, not a loop. */
const STAFF_PAUSE_MS = 25;
/** Orders a burst may move (one every STAFF_PAUSE_MS or slower, while the burst lasts). */
export const ORDERS_PER_BURST = 40;

const FULL_MESSAGES = ['That pickup window is full; choose another.', 'Every pickup window of that day is full; choose another day.'];

async function call(base: string, method: string, path: string, token: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

/** Runs one burst: baskets filled first (not timed), then every checkout at once. */
export async function checkoutBurst(input: BurstInput, round: number): Promise<BurstResult> {
  const { base, customerTokens, addressIds, itemIds, staffToken } = input;
  // Every customer has something to book (a basket the mix emptied or filled, plus one line).
  await Promise.all(
    customerTokens.map(async (token, n) => {
      const added = await call(base, 'POST', '/api/bookings/basket/', token, { item: itemIds[(n + round) % itemIds.length], quantity: 1 });
      if (added.status >= 300) throw new Error(`filling a basket for the burst answered ${added.status}: ${added.text}`);
    }),
  );

  const waits = new Map<string, number>();
  let samples = 0;
  let mostBusy = 0;
  let sampling = true;
  const sampled = (async () => {
    if (!input.sampler) return;
    while (sampling) {
      const { rows } = await input.sampler.query(
        `select coalesce(state, '?') || coalesce(' / ' || wait_event_type || ':' || wait_event, '') as what, count(*) as busy
           from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and state <> 'idle'
          group by 1`,
        [input.sampler.database],
      );
      samples += 1;
      let busy = 0;
      for (const row of rows) {
        waits.set(row.what, (waits.get(row.what) ?? 0) + Number(row.busy));
        busy += Number(row.busy);
      }
      mostBusy = Math.max(mostBusy, busy);
    }
  })();

  const started = performance.now();
  let done = false;
  const checkouts = Promise.all(
    customerTokens.map((token, n) =>
      call(base, 'POST', '/api/bookings/checkout/', token, {
        pickup_address: addressIds[n],
        dropoff_address: addressIds[n],
        branch: input.branchId,
        pickup_date: input.pickupDate,
      }),
    ),
  ).finally(() => {
    done = true;
  });
  // Staff move orders while the checkouts are in flight: one change after another until they end.
  const staffMs: number[] = [];
  let staffRefused = 0;
  const staff = (async () => {
    while (!done && input.orders.length) {
      const order = input.orders.shift()!;
      const moved = await call(base, 'POST', `/api/ops/bookings/${order.id}/status`, staffToken, { status: 'picked_up', version: order.version });
      staffMs.push(moved.ms);
      if (moved.status !== 200) staffRefused += 1;
      await new Promise((resolve) => setTimeout(resolve, STAFF_PAUSE_MS));
    }
  })();
  const answers = await checkouts;
  const wallMs = performance.now() - started;
  await staff;
  sampling = false;
  await sampled;

  const refused = new Map<number, number>();
  let full = 0;
  for (const answer of answers) {
    if (answer.status === 201) continue;
    if (answer.status === 409 && FULL_MESSAGES.some((m) => answer.text.includes(m))) full += 1;
    else refused.set(answer.status, (refused.get(answer.status) ?? 0) + 1);
  }
  return { checkoutMs: answers.map((a) => a.ms), full, refused, staffMs, staffRefused, wallMs, waits, samples, mostBusy };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? 0;

/** The bursts of one database in a few lines: checkout p50/p99/worst, the staff's worst, the waits. */
export function describeBursts(name: string, bursts: BurstResult[]): string[] {
  const all = bursts.flatMap((b) => b.checkoutMs).sort((a, b) => a - b);
  const staff = bursts.flatMap((b) => b.staffMs).sort((a, b) => a - b);
  const refused = new Map<number, number>();
  for (const b of bursts) for (const [status, n] of b.refused) refused.set(status, (refused.get(status) ?? 0) + n);
  const lines = [
    `${name}, checkout burst (${bursts.length} × ${bursts[0]?.checkoutMs.length ?? 0} at once): ` +
      `p50 ${percentile(all, 50).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms, worst ${(all.at(-1) ?? 0).toFixed(0)} ms, ` +
      `each burst over in ${bursts.map((b) => b.wallMs.toFixed(0)).join(' / ')} ms; ` +
      `refused for a full window ${bursts.reduce((n, b) => n + b.full, 0)}, otherwise ${refused.size ? [...refused].map(([s, n]) => `${n}×${s}`).join(', ') : 0}`,
    `${name}, staff status changes during the bursts: ${staff.length}, p50 ${percentile(staff, 50).toFixed(0)} ms, ` +
      `worst ${(staff.at(-1) ?? 0).toFixed(0)} ms, refused ${bursts.reduce((n, b) => n + b.staffRefused, 0)}`,
  ];
  const samples = bursts.reduce((n, b) => n + b.samples, 0);
  if (samples) {
    const waits = new Map<string, number>();
    for (const b of bursts) for (const [what, n] of b.waits) waits.set(what, (waits.get(what) ?? 0) + n);
    const top = [...waits].sort((a, b) => b[1] - a[1]).slice(0, 6);
    lines.push(
      `${name}, database sessions during the bursts (${samples} samples, at most ${Math.max(...bursts.map((b) => b.mostBusy))} busy at once; ` +
        `average busy sessions by what they did): ${top.map(([what, n]) => `${what} ${(n / samples).toFixed(2)}`).join(', ')}`,
    );
  }
  return lines;
}

/** Whether the bursts refused anything a full window does not explain. */
export const burstsFailed = (bursts: BurstResult[]) => bursts.some((b) => b.refused.size > 0 || b.staffRefused > 0);

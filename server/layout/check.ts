/**
 * `npm run check:layout`: starts the production layout (layout.ts: two copies of the compiled API
 * on a fresh PostgreSQL database, Redis, Caddy with deploy/Caddyfile in front) and checks what it
 * promises (docs/decisions/040-production-layout-behind-caddy.md), printing each check with its
 * time; exits 1 if any fails. Needs `npm run build` (public/ and server/dist) and Debian's caddy.
 *
 * Environment: TEST_DATABASE_URL or DATABASE_URL (a PostgreSQL server it may create a database
 * on; postgres://postgres@127.0.0.1:5432/postgres by default), REDIS_URL (else it starts a
 * redis-server of its own). It waits for conditions, never for fixed times.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { Client } from 'pg';
import { Redis } from 'ioredis';
import { helmetHeaders, helmetPolicy } from '../src/plugins/security-headers';
import { startSmtpServer } from '../test/fake-smtp';
import { startFakeArkesel } from '../test/fake-arkesel';
import { api, failuresOf, ok, openStream, startLoad, type Stream } from './http';
import {
  COMPILED_SERVER,
  COMPILED_SITE_CADDY,
  ROOT,
  onMaintenanceDatabase,
  startLayout,
  waitUntil,
  workDirectory,
  type Layout,
} from './layout';

const SITE_DIR = path.join(ROOT, 'public');
const PASSWORD = 'Layout@2026';
const NEW_PASSWORD = 'Layout!2027';
const ADMIN = { email: 'owner.layout@example.com', name: 'Efua Owusu', password: 'Owner@2026' };
/** Sign-in attempts one email may make in the window: small, so the check reaches it quickly. */
const PER_EMAIL = 6;

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
  detail: string;
}
const outcomes: Outcome[] = [];
/** Run after each check: a check that failed half-way must not leave the next one a copy short. */
let afterEachCheck: (() => Promise<void>) | undefined;

/** Runs one check, timing it; a failure is recorded and the next check runs. */
async function check(name: string, run: () => Promise<string>): Promise<void> {
  const started = performance.now();
  let outcome: Outcome;
  try {
    const detail = await run();
    outcome = { name, seconds: (performance.now() - started) / 1000, ok: true, detail };
  } catch (error) {
    outcome = {
      name,
      seconds: (performance.now() - started) / 1000,
      ok: false,
      detail: (error as Error).message,
    };
  }
  outcomes.push(outcome);
  await afterEachCheck?.().catch((error: Error) =>
    console.error(`could not bring every copy back: ${error.message}`),
  );
  console.log(
    `${outcome.ok ? 'ok    ' : 'FAILED'} ${outcome.seconds.toFixed(1).padStart(5)} s  ${name}${outcome.detail ? `: ${outcome.detail}` : ''}`,
  );
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Requests a copy has answered other than the balancer's readiness checks (its METRICS_PORT). */
async function served(layout: Layout, index: number): Promise<number> {
  const text = await (
    await fetch(`http://127.0.0.1:${layout.copies[index]!.metricsPort}/metrics`)
  ).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith('http_requests_total{') || line.includes('route="/api/ready"')) continue;
    total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

/** A week day at least a week ahead that the branch opens, with its first window (from the slots). */
async function openDay(base: string, branch: string) {
  const from = new Date(Date.now() + 8 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const slots = await ok(base, 'GET', `/api/branches/${branch}/slots/?from=${from}&to=${to}`);
  const day = (
    slots.days as { date: string; open: boolean; windows: { start: string; remaining: number }[] }[]
  ).find((d) => d.open && d.windows.some((w) => w.remaining > 0));
  expect(day, `branch ${branch} has no open day with room between ${from} and ${to}`);
  return day;
}

async function main(): Promise<number> {
  const started = performance.now();
  for (const [file, what] of [
    [COMPILED_SERVER, 'the compiled server'],
    [COMPILED_SITE_CADDY, 'the compiled site-caddy command'],
    [path.join(SITE_DIR, 'index.html'), 'the built site'],
  ] as const) {
    if (!fs.existsSync(file)) {
      console.error(
        `${what} is missing (${path.relative(ROOT, file)}): run \`npm run build\` first.`,
      );
      return 1;
    }
  }
  if (spawnSync('caddy', ['version'], { encoding: 'utf8' }).status !== 0) {
    console.error('caddy is not installed (apt-get install caddy; .ci/run installs it).');
    return 1;
  }

  const adminUrl =
    process.env.TEST_DATABASE_URL ||
    process.env.DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/postgres';
  const unique = `${Date.now().toString(36)}_${process.pid}`;
  const databaseName = `layout_check_${unique}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
  const prefix = `adom:layout-check:${unique}:`;
  const workDir = workDirectory('layout-check');
  const smtp = await startSmtpServer();
  const arkesel = await startFakeArkesel();
  let layout: Layout | undefined;
  let created = false;
  let sql: Client | undefined;
  const streams: Stream[] = [];

  try {
    await onMaintenanceDatabase(adminUrl, `create database ${databaseName}`);
    created = true;
    const startedLayout = performance.now();
    layout = await startLayout({
      copies: 2,
      databaseUrl,
      redisUrl: process.env.REDIS_URL || undefined,
      rateLimitPrefix: prefix,
      siteDir: SITE_DIR,
      workDir,
      healthIntervalSeconds: 1,
      copyEnv: {
        MAIL_URL: `smtp://127.0.0.1:${smtp.port}`,
        ARKESEL_API_KEY: arkesel.apiKey,
        SMS_SENDER_ID: 'AdomLaundry',
        ARKESEL_BASE_URL: arkesel.url,
        // Production refuses to start without Paystack's keys; no check pays, so nothing calls it.
        PAYSTACK_SECRET_KEY: 'sk_test_layout_check_not_used',
        PAYSTACK_PUBLIC_KEY: 'pk_test_layout_check_not_used',
        PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
        RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
        // Every customer of the check signs up from this one address.
        RATE_LIMIT_PER_IP: '100000',
      },
    });
    const base = layout.baseUrl;
    const [a, b] = layout.copies.map((copy) => copy.url) as [string, string];
    console.log(
      `layout up in ${((performance.now() - startedLayout) / 1000).toFixed(1)} s: Caddy ${base}, copies ${a} ${b}, database ${databaseName}`,
    );
    afterEachCheck = async () => {
      for (const copy of layout!.copies) {
        const running =
          copy.process &&
          copy.process.child.exitCode === null &&
          copy.process.child.signalCode === null;
        if (!running) await layout!.startCopy(copy.index);
      }
    };
    sql = new Client({ connectionString: databaseUrl });
    await sql.connect();

    // The owner, made with the real command, as on a server; then everyone else through the API.
    const made = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        'server/src/cli/admin-create.ts',
        '--email',
        ADMIN.email,
        '--name',
        ADMIN.name,
      ],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          NODE_ENV: 'production',
          DATABASE_URL: databaseUrl,
          JWT_SECRET: layout.jwtSecret,
          ADMIN_PASSWORD: ADMIN.password,
        },
        encoding: 'utf8',
      },
    );
    if (made.status !== 0) throw new Error(`admin:create failed:\n${made.stdout}${made.stderr}`);
    const admin = (
      await ok(base, 'POST', '/api/auth/login/', {
        body: { email: ADMIN.email, password: ADMIN.password },
      })
    ).access as string;
    const items = (await ok(base, 'GET', '/api/items/?page_size=100')).results as {
      id: string;
      name: string;
      price: string;
    }[];
    const branches = (await ok(base, 'GET', '/api/branches/')).results as { id: string }[];
    let customers = 0;
    /** A new customer with a phone (SMS on) and an address, signed up through `on`. */
    const customer = async (on = base) => {
      customers += 1;
      const email = `customer${customers}.${unique}@example.com`;
      const signedUp = await ok(on, 'POST', '/api/auth/signup/', {
        body: { name: `Ama Mensah ${customers}`, email, password: PASSWORD, password2: PASSWORD },
      });
      const token = signedUp.token.access as string;
      await ok(on, 'PATCH', `/api/users/${signedUp.user.id}`, {
        token,
        body: {
          phone: `024 ${String(1000000 + customers).slice(-7, -4)} ${String(1000000 + customers).slice(-4)}`,
          sms_notifications: true,
        },
      });
      const address = await ok(on, 'POST', '/api/address/', {
        token,
        body: { address_name: 'Home', address: `${customers} Cantonments Road` },
      });
      return {
        id: signedUp.user.id as string,
        email,
        token,
        refresh: signedUp.token.refresh as string,
        address: address.id as string,
      };
    };
    /** A booking of one item at `branch` (the first window with room, unless one is named). */
    const book = async (
      who: Awaited<ReturnType<typeof customer>>,
      on = base,
      branch = branches[0]!.id,
      date?: string,
      window?: string,
    ) => {
      await ok(on, 'POST', '/api/bookings/basket/', {
        token: who.token,
        body: { item: items[0]!.id, quantity: 2 },
      });
      const day = date ?? (await openDay(on, branch)).date;
      return api(on, 'POST', '/api/bookings/checkout/', {
        token: who.token,
        body: {
          pickup_address: who.address,
          dropoff_address: who.address,
          branch,
          pickup_date: day,
          ...(window ? { pickup_window: window } : {}),
        },
      });
    };
    const bookingOf = (answer: Awaited<ReturnType<typeof api>>) => {
      expect(
        answer.status >= 200 && answer.status < 300,
        `checkout answered ${answer.status}: ${JSON.stringify(answer.json)}`,
      );
      const booking = answer.json as { id?: string; booking?: { id: string } };
      return (booking.id ?? booking.booking?.id) as string;
    };
    const versionOf = async (id: string) =>
      (await ok(base, 'GET', `/api/ops/bookings/${id}`, { token: admin })).version as number;

    await check(
      'the site through Caddy: precompressed, with the headers a copy sends for the same address',
      async () => {
        const app = fs.existsSync(path.join(SITE_DIR, 'app', '[...]', 'index.html'))
          ? '/app/bookings'
          : '/app';
        const hashed = fs
          .readdirSync(SITE_DIR)
          .find((file) => /^app-[0-9a-f]{16,}\.js$/.test(file));
        const pages = [
          '/',
          '/about',
          // A page reached from the menu; an alias such as /faq is a redirect, which the server
          // answers with a 301 and a static host with public/'s redirect page (decision 045).
          '/services',
          app,
          '/app/user/address/add-address',
          '/ops',
          '/no-such-page',
          '/page-data/index/page-data.json',
          ...(hashed ? [`/${hashed}`] : []),
          '/api/items/',
          '/api/no-such-route',
        ];
        const compared = [
          ...Object.keys(helmetHeaders(helmetPolicy(true))),
          'content-security-policy',
          'permissions-policy',
          'cache-control',
          'content-encoding',
        ];
        const differences: string[] = [];
        for (const page of pages) {
          const headers = { 'accept-encoding': 'br, gzip' };
          const [viaCaddy, fromCopy] = await Promise.all([
            fetch(`${base}${page}`, { headers }),
            fetch(`${a}${page}`, { headers }),
          ]);
          await Promise.all([viaCaddy.arrayBuffer(), fromCopy.arrayBuffer()]);
          if (viaCaddy.status !== fromCopy.status)
            differences.push(`${page}: status ${viaCaddy.status}, the copy's ${fromCopy.status}`);
          for (const name of compared) {
            if (viaCaddy.headers.get(name) !== fromCopy.headers.get(name)) {
              differences.push(
                `${page}: ${name} is ${JSON.stringify(viaCaddy.headers.get(name))}, the copy's ${JSON.stringify(fromCopy.headers.get(name))}`,
              );
            }
          }
          for (const name of ['server', 'x-powered-by'])
            if (viaCaddy.headers.has(name)) differences.push(`${page}: Caddy sends ${name}`);
        }
        const front = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
        await front.arrayBuffer();
        expect(
          front.headers.get('content-encoding') === 'br',
          `/ was not sent precompressed with brotli (${front.headers.get('content-encoding')})`,
        );
        expect(!differences.length, differences.slice(0, 8).join('; '));
        return `${pages.length} addresses, ${compared.length} headers each, the same`;
      },
    );

    await check('a token issued by one copy works on the other', async () => {
      const who = await customer(a);
      const me = await api(b, 'GET', '/api/users/me', { token: who.token });
      expect(
        me.status === 200 && me.json.email === who.email,
        `copy B answered ${me.status} to copy A's access token`,
      );
      const renewed = await api(b, 'POST', '/api/auth/token/refresh/', {
        body: { refresh: who.refresh },
      });
      expect(renewed.status === 200, `copy B refused copy A's refresh token (${renewed.status})`);
      const again = await api(a, 'GET', '/api/users/me', { token: renewed.json.access });
      expect(again.status === 200, `copy A refused copy B's access token (${again.status})`);
      return 'access from A read on B, refreshed on B, used on A';
    });

    const streamer = await customer();
    const streamed = bookingOf(await book(streamer));
    await check(
      'a status change made through one copy reaches an event stream held on the other within 3 s',
      async () => {
        const staffStream = await openStream(`${b}/api/ops/events/`, admin);
        const customerStream = await openStream(`${b}/api/bookings/events/`, streamer.token);
        streams.push(staffStream, customerStream);
        expect(
          staffStream.status === 200 && customerStream.status === 200,
          `streams answered ${staffStream.status} and ${customerStream.status}`,
        );
        const sent = performance.now();
        await ok(a, 'POST', `/api/ops/bookings/${streamed}/status`, {
          token: admin,
          body: { status: 'picked_up', version: await versionOf(streamed) },
        });
        const about = (m: { data: any }) =>
          m.data?.booking === streamed ||
          m.data?.id === streamed ||
          JSON.stringify(m.data ?? '').includes(streamed);
        const [staff, own] = await Promise.all([
          staffStream.next(about, 3_000),
          customerStream.next(about, 3_000),
        ]);
        const worst = Math.max(staff.at, own.at) - sent;
        expect(worst < 3_000, `arrived after ${Math.round(worst)} ms`);
        return `staff stream after ${Math.round(staff.at - sent)} ms, customer's after ${Math.round(own.at - sent)} ms`;
      },
    );

    await check('a password change signs the account out on every copy at once', async () => {
      const who = await customer();
      const other = (
        await ok(b, 'POST', '/api/auth/login/', { body: { email: who.email, password: PASSWORD } })
      ).access as string;
      for (const [copy, token] of [
        [a, who.token],
        [b, who.token],
        [a, other],
        [b, other],
      ] as const) {
        expect(
          (await api(copy, 'GET', '/api/users/me', { token })).status === 200,
          'a session did not work before the change',
        );
      }
      // A sign-out ends the tokens issued in a whole second before it (JWT iat counts seconds).
      const issuedAt = Math.max(
        ...[who.token, other].map(
          (token) =>
            (
              JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
                iat: number;
              }
            ).iat,
        ),
      );
      await waitUntil(
        'a second has passed since the tokens were issued',
        () => Math.floor(Date.now() / 1000) > issuedAt,
        3_000,
        20,
      );
      const changed = performance.now();
      await ok(a, 'POST', '/api/auth/change-password/', {
        token: who.token,
        body: { current_password: PASSWORD, password: NEW_PASSWORD, password2: NEW_PASSWORD },
      });
      const answered = performance.now();
      // Every session on every copy is refused from the moment the change is answered: the copy that
      // made it at once, the other as soon as the database's notification reaches it.
      const refusedAfter: string[] = [];
      for (const [name, copy] of [
        ['A', a],
        ['B', b],
      ] as const) {
        for (const token of [who.token, other]) {
          await waitUntil(
            `copy ${name} refuses an old session`,
            async () => (await api(copy, 'GET', '/api/users/me', { token })).status === 401,
            1_000,
            5,
          );
        }
        refusedAfter.push(`${name} ${Math.round(performance.now() - answered)} ms`);
      }
      const refreshed = await api(b, 'POST', '/api/auth/token/refresh/', {
        body: { refresh: who.refresh },
      });
      expect(
        refreshed.status === 401 || refreshed.status === 400,
        `the old refresh token still worked on B (${refreshed.status})`,
      );
      return `change answered in ${Math.round(answered - changed)} ms; both sessions refused on ${refusedAfter.join(', ')} after the answer; the refresh token refused`;
    });

    await check("an admin's price change is served by every copy within 5 s", async () => {
      const item = items[1]!;
      // Every copy has the price list cached before the change (each copy keeps it 5 s).
      for (const copy of [a, b]) await ok(copy, 'GET', '/api/items/?page_size=100');
      const price = (Number(item.price) + 1.5).toFixed(2);
      const sent = performance.now();
      await ok(a, 'PATCH', `/api/ops/items/${item.id}`, { token: admin, body: { price } });
      const answered = performance.now();
      // Each copy is asked until it serves the new price; a request sent 5 s or more after the
      // change was answered must not get the old one.
      const seen = await Promise.all(
        (
          [
            ['A', a],
            ['B', b],
            ['Caddy', base],
          ] as const
        ).map(async ([name, copy]) => {
          for (;;) {
            const asked = performance.now();
            const list = await ok(copy, 'GET', '/api/items/?page_size=100');
            const now = (list.results as { id: string; price: string }[]).find(
              (i) => i.id === item.id,
            )?.price;
            if (now === price) return `${name} ${Math.round(asked - sent)} ms`;
            expect(
              asked - answered < 5_000,
              `copy ${name} served the old price to a request sent ${Math.round(asked - answered)} ms after the change`,
            );
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }),
      );
      return `first served the new price: ${seen.join(', ')} after the change was sent (each copy's price list lives 5 s)`;
    });

    await check('rate limits count across copies', async () => {
      const who = await customer();
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PER_EMAIL; attempt += 1) {
        const copy = attempt % 2 ? b : a;
        statuses.push(
          (
            await api(copy, 'POST', '/api/auth/login/', {
              body: { email: who.email, password: 'Wrong@2026x' },
            })
          ).status,
        );
      }
      const throughCaddy = (
        await api(base, 'POST', '/api/auth/login/', {
          body: { email: who.email, password: PASSWORD },
        })
      ).status;
      expect(
        statuses.slice(0, PER_EMAIL).every((s) => s === 401 || s === 400),
        `the first ${PER_EMAIL} answered ${statuses.join(', ')}`,
      );
      expect(
        statuses[PER_EMAIL] === 429,
        `attempt ${PER_EMAIL + 1} (alternating copies) answered ${statuses[PER_EMAIL]}, not 429`,
      );
      expect(
        throughCaddy === 429,
        `the right password through Caddy answered ${throughCaddy} once the limit was reached`,
      );
      // What a counter costs in Redis, for the capacity figures (decision 041).
      const redis = new Redis(layout!.redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      const bytes = await Promise.all(
        keys.map((key) => redis.call('MEMORY', 'USAGE', key) as Promise<number>),
      ).finally(() => redis.disconnect());
      const average = bytes.length
        ? Math.round(bytes.reduce((sum, n) => sum + Number(n), 0) / bytes.length)
        : 0;
      return `${PER_EMAIL} attempts alternating A and B, then 429 on either (${keys.length} counters under the run's prefix, ${average} bytes each in Redis)`;
    });

    await check(
      'the same status change sent to two copies at once gives one 200 and one 409',
      async () => {
        const who = await customer();
        const id = bookingOf(await book(who));
        const version = await versionOf(id);
        const answers = await Promise.all(
          [a, b].map((copy) =>
            api(copy, 'POST', `/api/ops/bookings/${id}/status`, {
              token: admin,
              body: { status: 'picked_up', version },
            }),
          ),
        );
        const statuses = answers.map((x) => x.status).sort();
        expect(statuses[0] === 200 && statuses[1] === 409, `answered ${statuses.join(' and ')}`);
        return 'A and B answered 200 and 409';
      },
    );

    await check(
      'the last places of a pickup window taken through both copies are never overbooked',
      async () => {
        const branch = branches[1]?.id ?? branches[0]!.id;
        const day = await openDay(base, branch);
        const window = day.windows.find((w) => w.remaining > 0)!;
        const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
        const takers = await Promise.all(Array.from({ length: 10 }, () => customer()));
        for (const who of takers)
          await ok(base, 'POST', '/api/bookings/basket/', {
            token: who.token,
            body: { item: items[0]!.id, quantity: 1 },
          });
        const booked = Number(
          (
            await sql!.query(
              `select count(*) from bookings where branch_id = $1 and pickup_date = $2 and pickup_window = $3 and status <> 'cancelled'`,
              [branch, day.date, window.start],
            )
          ).rows[0].count,
        );
        const capacity = booked + 3;
        await sql!.query(
          'update pickup_windows set capacity = $1 where branch_id = $2 and weekday = $3 and starts_at = $4',
          [capacity, branch, weekday, window.start],
        );
        const answers = await Promise.all(
          takers.map((who, n) =>
            api(n % 2 ? b : a, 'POST', '/api/bookings/checkout/', {
              token: who.token,
              body: {
                pickup_address: who.address,
                dropoff_address: who.address,
                branch,
                pickup_date: day.date,
                pickup_window: window.start,
              },
            }),
          ),
        );
        const made = answers.filter((x) => x.status >= 200 && x.status < 300).length;
        const refusals = answers.filter((x) => x.status >= 400 && x.status < 500).length;
        const inWindow = Number(
          (
            await sql!.query(
              `select count(*) from bookings where branch_id = $1 and pickup_date = $2 and pickup_window = $3 and status <> 'cancelled'`,
              [branch, day.date, window.start],
            )
          ).rows[0].count,
        );
        expect(
          made === 3 && refusals === 7,
          `10 checkouts for the last 3 places made ${made}, refused ${refusals} (${answers.map((x) => x.status).join(',')})`,
        );
        expect(
          inWindow === capacity,
          `the window holds ${inWindow} bookings for ${capacity} places`,
        );
        return `10 checkouts (5 on each copy) for the last 3 places of ${day.date} ${window.start}: 3 made, 7 refused (${[...new Set(answers.filter((x) => x.status >= 400).map((x) => x.status))].join(', ')})`;
      },
    );

    // The load the next two checks run under: customers through Caddy, as the app sends them.
    const loadCustomers = await Promise.all(
      Array.from({ length: 6 }, async (_, n) => ({
        token: (await customer()).token,
        itemId: items[n % items.length]!.id,
      })),
    );

    await check(
      'killing one copy with SIGKILL loses nothing, and Caddy stops sending to it',
      async () => {
        const victim = 1;
        const watcher = await openStream(`${b}/api/ops/events/`, admin);
        streams.push(watcher);
        const who = await customer();
        const id = bookingOf(await book(who));
        await watcher.next((m) => m.data?.booking === id);
        const lastSeen = watcher.messages.filter((m) => m.id).at(-1)!.id!;
        const load = startLoad(base, loadCustomers);
        await waitUntil(
          'the load reaches both copies',
          async () => (await served(layout!, 0)) > 0 && load.count > 40,
          30_000,
        );
        await layout!.killCopy(victim);
        const killedAt = performance.now();
        // Changes made while it is gone: they must reach a stream that reconnects elsewhere.
        await ok(base, 'POST', `/api/ops/bookings/${id}/status`, {
          token: admin,
          body: { status: 'picked_up', version: await versionOf(id) },
        });
        const answeredBefore = load.count;
        await waitUntil(
          '200 more requests are answered after the kill',
          () => load.count >= answeredBefore + 200,
          60_000,
        );
        await load.stop();
        const failed = failuresOf(load.records);
        // Only a request already on its way to the copy as it died may fail (a POST that Caddy must
        // not send again: it may have done its work); a second after, Caddy has seen the closed
        // connections and sends everything elsewhere.
        const afterKill = failed.filter((r) => r.started > killedAt + 1_000);
        expect(
          !afterKill.length,
          `${afterKill.length} requests sent a second or more after the kill failed: ${afterKill
            .slice(0, 3)
            .map((r) => `${r.what} ${r.status} ${r.error ?? ''}`)
            .join('; ')}`,
        );
        const upstreams = (await (
          await fetch(`${layout!.caddyAdminUrl}/reverse_proxy/upstreams`)
        ).json()) as { address: string; fails: number }[];
        const dead = upstreams.find((u) => u.address.endsWith(`:${layout!.copies[victim]!.port}`));
        // Nothing answered 2xx is missing: every basket line kept is in the database.
        const ids = [...load.kept.keys()].filter((line) => !load.uncertain.has(line));
        const found = ids.length
          ? Number(
              (
                await sql!.query('select count(*) from basket_items where id = any($1::uuid[])', [
                  ids,
                ])
              ).rows[0].count,
            )
          : 0;
        expect(found === ids.length, `${ids.length - found} basket lines answered 2xx are missing`);
        // The stream held on the dead copy reconnects through Caddy and gets what it missed.
        const again = await openStream(`${base}/api/ops/events/`, admin, lastSeen);
        streams.push(again);
        await again.next((m) => m.data?.booking === id && m.data?.status === 'picked_up', 5_000);
        const inFlight = failed.length;
        await layout!.startCopy(victim);
        const before = await served(layout!, victim);
        const load2 = startLoad(base, loadCustomers.slice(0, 2));
        await waitUntil(
          'Caddy sends to the copy again once it is ready',
          async () => (await served(layout!, victim)) > before,
          30_000,
        );
        await load2.stop();
        expect(!failuresOf(load2.records).length, 'requests failed while the copy came back');
        return (
          `${load.records.length} requests under load; ${inFlight} in flight at the kill failed, none sent after it; ` +
          `Caddy counted ${dead?.fails ?? '?'} failure(s) for the dead copy and sent everything to the other; ` +
          `${ids.length} basket lines kept, all in the database (${load.uncertain.size} removals unanswered, not counted); the reconnected stream replayed the change made meanwhile`
        );
      },
    );

    await check(
      'a rolling restart of every copy under a steady load of customers answers no request with a 5xx',
      async () => {
        const load = startLoad(base, loadCustomers);
        const startedAt = performance.now();
        await waitUntil('the load is running', () => load.count > 40, 30_000);
        const steps: string[] = [];
        for (const copy of layout!.copies) {
          const step = performance.now();
          await layout!.stopCopy(copy.index);
          await layout!.startCopy(copy.index);
          const before = await served(layout!, copy.index);
          await waitUntil(
            `Caddy sends work to copy ${copy.index} again`,
            async () => (await served(layout!, copy.index)) > before,
            30_000,
          );
          steps.push(`copy ${copy.index} ${((performance.now() - step) / 1000).toFixed(1)} s`);
        }
        const answeredBefore = load.count;
        await waitUntil(
          'the load goes on after the restart',
          () => load.count >= answeredBefore + 50,
          30_000,
        );
        await load.stop();
        const seconds = (performance.now() - startedAt) / 1000;
        const failed = failuresOf(load.records);
        expect(
          !failed.length,
          `${failed.length} of ${load.records.length} requests failed: ${failed
            .slice(0, 3)
            .map((r) => `${r.what} ${r.status} ${r.error ?? ''}`)
            .join('; ')}`,
        );
        return `${load.records.length} requests in ${seconds.toFixed(1)} s (${(load.records.length / seconds).toFixed(0)}/s), no 5xx, no error; ${steps.join(', ')}`;
      },
    );

    await check(
      'every email and SMS leaves exactly once although every copy sends the outbox',
      async () => {
        // A burst: every order still pending is picked up, half through each copy, each change
        // writing an email and an SMS that every copy is told of at once.
        const pending = (await sql!.query(`select id from bookings where status = 'pending'`))
          .rows as { id: string }[];
        await Promise.all(
          pending.map(async ({ id }, n) => {
            const answer = await api(n % 2 ? b : a, 'POST', `/api/ops/bookings/${id}/status`, {
              token: admin,
              body: { status: 'picked_up', version: await versionOf(id) },
            });
            expect(answer.status === 200, `picking up ${id} answered ${answer.status}`);
          }),
        );
        // Notifications of everything above (placed, picked up…): wait until none is left to send.
        const unsent = async () =>
          Number(
            (await sql!.query(`select count(*) from outbox_emails where sent_at is null`)).rows[0]
              .count,
          );
        await waitUntil(
          'the outbox is empty',
          async () => (await unsent()) === 0,
          60_000,
          200,
        ).catch(async () => {
          const left = (
            await sql!.query(
              `select channel, kind, attempts, error from outbox_emails where sent_at is null limit 5`,
            )
          ).rows;
          throw new Error(
            `${await unsent()} messages still unsent after 60 s, e.g. ${JSON.stringify(left)}`,
          );
        });
        const rows = (
          await sql!.query(
            `select channel, count(*)::int as n from outbox_emails where sent_at is not null group by channel`,
          )
        ).rows as { channel: string; n: number }[];
        const sentEmails = rows.find((r) => r.channel === 'email')?.n ?? 0;
        const sentSms = rows.find((r) => r.channel === 'sms')?.n ?? 0;
        expect(
          sentEmails >= 10 && sentSms >= 10,
          `too few notifications to tell (${sentEmails} emails, ${sentSms} SMS)`,
        );
        const bySender = await Promise.all(
          layout!.copies.map(async (copy) => {
            const text = await (await fetch(`http://127.0.0.1:${copy.metricsPort}/metrics`)).text();
            return text
              .split('\n')
              .filter((l) => l.startsWith('notifications_sent_total{'))
              .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
          }),
        );
        expect(
          smtp.received.length === sentEmails,
          `the mail server received ${smtp.received.length} emails for ${sentEmails} sent rows`,
        );
        expect(
          arkesel.sent.length === sentSms,
          `the SMS provider received ${arkesel.sent.length} messages for ${sentSms} sent rows`,
        );
        // What one message keeps in the database, for the capacity figures (decision 041).
        const stored = (
          await sql!.query(
            `select channel, round(avg(pg_column_size(o.*))) as bytes from outbox_emails o group by channel order by channel`,
          )
        ).rows as { channel: string; bytes: string }[];
        return (
          `${sentEmails} emails and ${sentSms} SMS, each received once; sent by the copies running now: ${bySender.join(' and ')} ` +
          `(restarted copies' counts start again); a row keeps ${stored.map((r) => `${r.bytes} bytes per ${r.channel}`).join(', ')}`
        );
      },
    );

    return outcomes.every((o) => o.ok) ? 0 : 1;
  } catch (error) {
    console.error(`The layout check could not run: ${(error as Error).message}`);
    const logs = (error as { logs?: string }).logs ?? layout?.logTails();
    if (logs) console.error(logs);
    return 1;
  } finally {
    if (outcomes.some((o) => !o.ok) && layout) console.error(layout.logTails());
    for (const stream of streams) stream.close();
    await sql?.end().catch(() => undefined);
    if (layout) {
      const redis = new Redis(layout.redisUrl, { lazyConnect: true });
      await redis
        .connect()
        .then(async () => {
          const keys = await redis.keys(`${prefix}*`);
          if (keys.length) await redis.del(...keys);
        })
        .catch(() => undefined);
      redis.disconnect();
      await layout.stop();
    }
    await smtp.close();
    await arkesel.close();
    if (created)
      await onMaintenanceDatabase(
        adminUrl,
        `drop database if exists ${databaseName} with (force)`,
      ).catch((error: Error) => console.error(`could not drop ${databaseName}: ${error.message}`));
    const failed = outcomes.filter((o) => !o.ok).length;
    if (failed) console.error(`Every process's log is kept in ${workDir}/logs.`);
    else fs.rmSync(workDir, { recursive: true, force: true });
    console.log(
      `\nlayout check: ${outcomes.length - failed} passed, ${failed} failed, ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
    );
  }
}

// Ctrl-C ends the check through process.exit, so that the layout's processes are ended too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

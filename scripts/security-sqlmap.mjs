/**
 * `npm run security:sqlmap`: sqlmap (Debian's package; `apt-get install sqlmap`) in batch mode
 * against the API started on a fresh embedded database: a list filter (`/api/items/?search=`),
 * the page number of a signed-in list, a path id sent with a bearer token (`/api/address/{id}`),
 * and login's JSON body. Fails on any injection point sqlmap identifies. Prints each target's
 * verdict and the time it took.
 *
 * Environment: SQLMAP_PORT (8131), SQLMAP_LEVEL (1), SQLMAP_RISK (1).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.SQLMAP_PORT ?? 8131);
const base = `http://127.0.0.1:${port}`;
const level = process.env.SQLMAP_LEVEL ?? '1';
const risk = process.env.SQLMAP_RISK ?? '1';

if (spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).error) {
  console.error('sqlmap is not installed: apt-get install -y sqlmap');
  process.exit(2);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlmap-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/server.ts')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_DIR: '',
    DATA_DIR: path.join(work, 'data'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'error',
    // sqlmap sends thousands of logins: the limits have their own tests.
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_EMAIL: '1000000',
    // Counters of its own: Redis outlives the check, and its thousands of logins must not
    // throttle a run of the journeys that comes after it.
    RATE_LIMIT_PREFIX: `adom:rate-limit:sqlmap:${process.pid}.${Date.now()}:`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not come up within 120 s');
}

async function post(url, body, token) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Runs sqlmap on one target; true when it identified an injection point. */
function sqlmap(name, args) {
  const started = Date.now();
  const result = spawnSync(
    'sqlmap',
    ['--batch', `--level=${level}`, `--risk=${risk}`, '--flush-session', `--output-dir=${path.join(work, 'out')}`, '--disable-coloring', ...args],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  const found = /identified the following injection point|is vulnerable/i.test(output);
  const clean = /do not appear to be injectable|does not seem to be injectable/i.test(output);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`  ${name}: ${found ? 'INJECTABLE' : clean ? 'not injectable' : 'no verdict'} (${seconds} s)`);
  if (found || !clean) console.log(output.split('\n').filter((line) => /\[(CRITICAL|WARNING|ERROR)\]|Parameter:|Type:|Payload:/.test(line)).slice(0, 30).join('\n'));
  return { found, clean };
}

try {
  await waitForServer();
  const email = `sqlmap.${Date.now()}@example.com`;
  const password = 'Sqlmap@2026';
  const signedUp = await post('/api/auth/signup/', { name: 'Ama Mensah', email, password, password2: password });
  const token = signedUp.token?.access ?? signedUp.access;
  const address = await post('/api/address/', { address_name: 'Home', address: '12 Nii Sai Rd' }, token);
  const bearer = `Authorization: Bearer ${token}`;

  console.log(`sqlmap ${spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0].trim()} against ${base} (level ${level}, risk ${risk}):`);
  const verdicts = [
    sqlmap('list filter ?search=', ['-u', `${base}/api/items/?search=shirt*`]),
    sqlmap('signed-in list ?page=', ['-u', `${base}/api/bookings/?page=1*`, `--headers=${bearer}`]),
    sqlmap('path id with a bearer token', ['-u', `${base}/api/address/${address.id}*`, `--headers=${bearer}`]),
    sqlmap("login's JSON body", ['-u', `${base}/api/auth/login/`, `--data={"email":"${email}*","password":"x*"}`, '--headers=Content-Type: application/json', '--ignore-code=401']),
  ];
  const found = verdicts.filter((v) => v.found).length;
  const unclear = verdicts.filter((v) => !v.found && !v.clean).length;
  console.log(`sqlmap: ${found} injectable, ${unclear} without a verdict, ${verdicts.length - found - unclear} not injectable`);
  if (found || unclear) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(work, { recursive: true, force: true });
}

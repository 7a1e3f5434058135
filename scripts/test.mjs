#!/usr/bin/env node
// Runs every test, in phases, each a Jest run of its own on two workers:
//   unit              the site and app (jsdom), the domain package, the server's database-free tests
//   API on PGlite     the server's database tests on the embedded database
//   API on PostgreSQL the same tests on TEST_DATABASE_URL (when it is set)
//   journeys          the browser journeys in Chromium, one product per worker (when Chromium exists)
//   site publishing   the journey that runs two real Gatsby builds, alone on one worker
// A heavy phase never starves a light one beside it, and each phase's time is its own
// (docs/decisions/026-ci-time.md). Arguments go to every phase (`npm test -- server/src/modules/auth`
// runs those files in the phases they belong to). `--json --outputFile=F` writes one report of all
// phases to F, as a single Jest run would; reports/test-phases.json gets each phase's time and counts.
// TEST_PHASES=unit,pglite picks phases; TEST_WORKERS (2) sets the workers of the parallel phases.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const WORKERS = process.env.TEST_WORKERS || '2';
const env = { ...process.env };
// PGlite loads its WASM with dynamic import(), which Jest allows only with VM modules on.
env.NODE_OPTIONS = [env.NODE_OPTIONS, '--experimental-vm-modules', '--no-warnings=ExperimentalWarning']
  .filter(Boolean)
  .join(' ');

if (fs.existsSync(CHROMIUM)) {
  env.E2E = env.E2E ?? '1';
} else {
  console.log(`No Chromium at ${CHROMIUM}: skipping the browser journeys (apt-get install -y chromium to run them).`);
  env.E2E = '0';
}

const PHASES = [
  { id: 'unit', name: 'unit: site, app, domain, server without a database', projects: ['site', 'domain', 'server'] },
  { id: 'pglite', name: 'API on PGlite', projects: ['server:pglite'] },
  { id: 'postgres', name: 'API on PostgreSQL', projects: ['server:postgres'], when: Boolean(env.TEST_DATABASE_URL) },
  { id: 'journeys', name: 'journeys in Chromium', projects: ['e2e'], when: env.E2E === '1' },
  { id: 'publishing', name: 'site publishing (two Gatsby builds)', projects: ['e2e:publishing'], when: env.E2E === '1', workers: '1' },
];
const chosen = process.env.TEST_PHASES?.split(',');
const phases = PHASES.filter((phase) => phase.when !== false && (!chosen || chosen.includes(phase.id)));

// Jest's own --json/--outputFile become one merged report; every other argument goes to each phase.
const args = process.argv.slice(2);
const outputArg = args.find((arg) => arg.startsWith('--outputFile='));
const outputFile = outputArg?.slice('--outputFile='.length);
const wantsJson = args.includes('--json');
const passOn = args.filter((arg) => arg !== '--json' && arg !== outputArg);

const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adom-test-phases-'));
const results = [];
for (const phase of phases) {
  const report = path.join(reportsDir, `${phase.id}.json`);
  const started = Date.now();
  console.log(`\n--> tests, ${phase.name}`);
  const jestArgs = [
    'jest',
    '--forceExit',
    `--maxWorkers=${phase.workers ?? WORKERS}`,
    '--passWithNoTests',
    '--json',
    `--outputFile=${report}`,
    ...passOn,
    // Last: --selectProjects takes every word after it as a project's name.
    '--selectProjects',
    ...phase.projects,
  ];
  // --forceExit: keep-alive sockets of fetch() in journeys (undici) would hold Jest open for
  // minutes after the last test; every server and browser a test starts is closed explicitly.
  const result = spawnSync('npx', jestArgs, { stdio: 'inherit', env, cwd: ROOT });
  const seconds = Math.round((Date.now() - started) / 1000);
  const json = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : undefined;
  results.push({ phase, status: result.status ?? 1, seconds, json });
  const counts = json ? `${json.numPassedTests} passed, ${json.numFailedTests} failed` : 'no report';
  console.log(`<-- tests, ${phase.name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s; ${counts})`);
}

/**
 * A phase that failed without a failing test to show for it (its global setup threw, Jest itself
 * stopped): one failed suite named after the phase, so the count and the list of failures say so.
 */
function silentFailure({ phase, status, json }) {
  if (status === 0 || (json && (json.numFailedTests > 0 || json.numFailedTestSuites > 0 || json.numRuntimeErrorTestSuites > 0))) return undefined;
  return {
    numFailedTests: 1,
    numFailedTestSuites: 1,
    numTotalTestSuites: 1,
    numTotalTests: 1,
    startTime: Date.now(),
    testResults: [
      {
        name: path.join(ROOT, `(tests, ${phase.name})`),
        status: 'failed',
        message: `the phase ended with exit code ${status} without a failing test: see its output above (global setup or teardown, or Jest itself)`,
        assertionResults: [],
      },
    ],
  };
}

/** One report of every phase, in the shape of a single Jest run's --json. */
function merged() {
  const reports = [...results.map((r) => r.json), ...results.map(silentFailure)].filter(Boolean);
  const sum = (key) => reports.reduce((total, report) => total + (report[key] ?? 0), 0);
  const keys = ['numTotalTestSuites', 'numPassedTestSuites', 'numFailedTestSuites', 'numPendingTestSuites', 'numRuntimeErrorTestSuites', 'numTotalTests', 'numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests'];
  return {
    ...Object.fromEntries(keys.map((key) => [key, sum(key)])),
    success: results.every((r) => r.status === 0),
    startTime: Math.min(...reports.map((report) => report.startTime)),
    testResults: reports.flatMap((report) => report.testResults),
  };
}

const phaseTable = results.map(({ phase, status, seconds, json }) => ({
  phase: phase.name,
  seconds,
  ok: status === 0,
  passed: json?.numPassedTests ?? 0,
  failed: json?.numFailedTests ?? 0,
  files: json?.numTotalTestSuites ?? 0,
}));
fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'reports', 'test-phases.json'), JSON.stringify(phaseTable, null, 2));
if (wantsJson && outputFile) fs.writeFileSync(path.resolve(outputFile), JSON.stringify(merged()));
fs.rmSync(reportsDir, { recursive: true, force: true });

console.log('\nTest phases:');
for (const row of phaseTable) {
  console.log(`  ${row.phase.padEnd(55)} ${String(row.seconds).padStart(5)} s  ${row.ok ? 'ok    ' : 'FAILED'}  ${row.passed} passed, ${row.failed} failed (${row.files} files)`);
}
process.exit(results.every((r) => r.status === 0) ? 0 : 1);

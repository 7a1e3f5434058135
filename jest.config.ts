/**
 * Jest projects: the site and app (jsdom, babel-preset-gatsby), the shared domain package, the
 * server's tests that need no database (`server`, run once), the server's database tests on
 * PGlite and again on PostgreSQL when TEST_DATABASE_URL is set, and the browser journeys
 * (Chromium) when E2E=1 (scripts/test.mjs sets it when /usr/bin/chromium exists), with the
 * site-publishing journey, which runs two real Gatsby builds, in a project of its own.
 * scripts/test.mjs runs them in phases (docs/decisions/026-ci-time.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';

const ESM_PACKAGES = [
  'jotai-tanstack-query',
  'gatsby',
  'gatsby-script',
  'gatsby-link',
  'gatsby-page-utils',
  '@gatsbyjs/reach-router',
  'react-leaflet',
  '@react-leaflet',
  // Preact's browser builds are ESM (src/lib/preact/react.test.ts renders with Preact).
  'preact',
  '@portabletext',
  // The Studio's schema (studio/schema-types) is read by the site's tests; its define helpers are ESM.
  '@sanity/types',
  // Storybook 10 ships ESM only; component tests import composeStories from it.
  '@storybook',
  'storybook',
].join('|');

/** The server's test files, relative to the project's root. */
function serverTestFiles(dir = 'server'): string[] {
  return fs.readdirSync(path.join(__dirname, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : serverTestFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * A server test that opens a database (through test/helper's buildTestApp or openTestDatabase,
 * test/migration-steps' openEmptyDatabase, or openDatabase itself) runs on each database; one
 * that opens none runs once, in `server`.
 */
const OPENS_A_DATABASE = /\b(buildTestApp|openTestDatabase|openEmptyDatabase|openDatabase)\b/;
const serverFiles = serverTestFiles();
const databaseFree = serverFiles.filter((file) => !OPENS_A_DATABASE.test(fs.readFileSync(path.join(__dirname, file), 'utf8')));
const escape = (file: string) => `<rootDir>/${file}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$';

const serverProject = (displayName: string, testDb: 'pglite' | 'postgres' | 'none'): Config => ({
  displayName,
  testEnvironment: 'node',
  roots: ['<rootDir>/server'],
  ...(testDb === 'none'
    ? { testMatch: databaseFree.map((file) => `<rootDir>/${file}`) }
    : { testMatch: ['**/*.test.ts'], testPathIgnorePatterns: ['/node_modules/', ...databaseFree.map(escape)] }),
  transform: {
    // .tsx: the emails are React components (react-email).
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // light-my-request (app.inject) ships cookie@2, which is ESM only: compile it for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/)'],
  setupFiles: testDb === 'none' ? [] : [`<rootDir>/jest/env-${testDb}.ts`],
});

const projects: Config[] = [
  {
    displayName: 'site',
    // jsdom, with the Fetch API's classes that the typed API client needs.
    testEnvironment: '<rootDir>/jest/jsdom-environment.js',
    // __mocks__/ is listed so Jest applies the gatsby mock (node-module mocks are only found in roots).
    roots: ['<rootDir>/src', '<rootDir>/__mocks__'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest/preprocess.js' },
    transformIgnorePatterns: [`node_modules/(?!(${ESM_PACKAGES})/)`],
    moduleNameMapper: {
      '^@/(.*)$': '<rootDir>/src/$1',
      // The Studio's schema, which the site's tests check against the site's queries.
      '^@studio/(.*)$': '<rootDir>/studio/$1',
      '\\.(css|scss)$': 'identity-obj-proxy',
      // A stylesheet's text (`x.css?raw`, gatsby-node.ts): jsdom draws nothing, so an empty one.
      '^(.+\\.css)\\?raw$': '<rootDir>/jest/raw-css.js',
      '\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?|mp4)$': '<rootDir>/jest/file-mock.js',
      // Gatsby's own copies sit under node_modules/gatsby/node_modules; map by file path, which
      // also sidesteps gatsby-page-utils' exports map (it only exposes ./dist/* as ./*).
      '^@reach/router$': '<rootDir>/node_modules/gatsby/node_modules/@gatsbyjs/reach-router',
      '^gatsby-page-utils/(.*)$': '<rootDir>/node_modules/gatsby-page-utils/dist/$1.js',
    },
    setupFiles: ['<rootDir>/jest/loadershim.js'],
    setupFilesAfterEnv: ['<rootDir>/jest/setup-site.ts'],
    testEnvironmentOptions: { url: 'http://localhost/' },
    globals: { __PATH_PREFIX__: '' },
  },
  {
    displayName: 'domain',
    testEnvironment: 'node',
    roots: ['<rootDir>/packages/domain'],
    testMatch: ['**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)s$': [
        '@swc/jest',
        { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
      ],
    },
  },
  serverProject('server', 'none'),
  serverProject('server:pglite', 'pglite'),
];

if (process.env.TEST_DATABASE_URL) projects.push(serverProject('server:postgres', 'postgres'));

const e2eTransform: Config['transform'] = {
  '^.+\\.(t|j)s$': [
    '@swc/jest',
    { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
  ],
};
/** Journeys that start and build what they need themselves: they run alone, in a phase of their own. */
const SELF_CONTAINED_JOURNEYS = ['<rootDir>/e2e/site-publishing.e2e.ts'];

if (process.env.E2E === '1') {
  projects.push(
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...SELF_CONTAINED_JOURNEYS.map((file) => file.replace(/[.]/g, '\\.') + '$')],
      transform: e2eTransform,
      // One product (built site, API, database) per Jest worker: a journey never sees another's
      // rows, prices or rate limits, whatever runs beside it.
      globalSetup: '<rootDir>/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/global-teardown.ts',
    },
    {
      displayName: 'e2e:publishing',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: SELF_CONTAINED_JOURNEYS,
      transform: e2eTransform,
    },
  );
}

const config: Config = { projects, testTimeout: 60_000 };

export default config;

// Flat ESLint config: typescript-eslint, react-hooks and jsx-a11y for the site, app and server,
// and the import boundaries of docs/decisions/005-domain-package-and-import-rules.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE_FILES = '*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';

/**
 * The import boundaries, as `@typescript-eslint/no-restricted-imports` patterns (regexes over the
 * import's text). A file gets one list: where several zones cover it, the config below hands it
 * their patterns together, because a later config's options replace an earlier one's.
 */
const zones = {
  /** API-only packages: none of them may reach a browser bundle. */
  serverPackages: {
    regex:
      '^(fastify|@fastify/[^/]+|drizzle-orm|drizzle-kit|pg|@electric-sql/pglite|nodemailer|@node-rs/argon2|ioredis|@laundry-accra/server)(/|$)',
    message: 'src/ never imports server-only packages; share code through @laundry-accra/domain.',
  },
  /** The API's own files (src/ and server/ are siblings). */
  serverFiles: {
    regex: '^(\\.\\./)+server(/|$)',
    message: 'src/ never imports server/; share code through @laundry-accra/domain.',
  },
  /**
   * A climb of two or more levels: `@/x` is `src/x`. content/ and gatsby-config sit outside src/,
   * where `@/` does not reach, so those may still be reached relatively.
   */
  climbing: {
    regex: '^(\\.\\./){2,}(?!\\.\\./)(?!content/|gatsby-config$)',
    message: 'No ../../ imports in src/: use @/ (the alias of src/).',
  },
  /** Responses and requests are typed by the contract; its TypeBox code stays on the server. */
  contractTypesOnly: {
    regex: '^(@laundry-accra/domain/schemas/|@sinclair/typebox(/|$))',
    allowTypeImports: true,
    message:
      "Import the contract's types with `import type`: TypeBox code must not enter the browser bundle.",
  },
  /** The customer app, from a public page. */
  appCode: {
    regex: '^(@/app|(\\.\\./)+app)(/|$)',
    message: 'Public pages never import the customer app (src/app): it would load on every page.',
  },
  /** The API client, from a public page: the marketing pages call no API through it (decision 031). */
  apiClient: {
    regex: '^(@/lib/api-client|(\\.\\./)+lib/api-client|openapi-fetch)$',
    message: 'Public pages never load the API client: it belongs to the app and the console.',
  },
  /** The staff console, from a public page or the customer app: a customer never downloads it. */
  opsCode: {
    regex: '^(@/ops|(\\.\\./)+ops)(/|$)',
    message: 'Only src/pages/ops imports the staff console (src/ops): customers never download it.',
  },
  /** The customer app's internals, from the console: share code through src/lib or the design system. */
  appFromOps: {
    regex: '^(@/app|(\\.\\./)+app)(/|$)',
    message: 'The console never imports the customer app (src/app): move what both need into src/lib.',
  },
  /** Anything above a feature's own folder, from a file at its top. */
  outOfFeature: {
    regex: '^\\.\\./',
    message: 'Features never import each other: src/app/routes composes them.',
  },
  /** Another feature, by the alias. */
  otherFeature: (feature) => ({
    regex: `^@/app/features/(?!${feature}(/|$))`,
    message: 'Features never import each other: src/app/routes composes them.',
  }),
  /** Another console feature, by the alias: what several screens share lives in src/ops/{api,components}. */
  otherOpsFeature: (feature) => ({
    regex: `^@/ops/(?!(${feature}|${OPS_SHARED.join('|')})(/|$))`,
    message: 'Console features never import each other: share through src/ops/api or src/ops/components (decision 053).',
  }),
  /** The browser's code, by the alias. */
  srcAlias: { regex: '^@/', message: 'Only src/ uses @/.' },
  /**
   * The schema's tables, from an API module that is not a repository: queries live in
   * repositories (docs/decisions/050-queries-in-repositories.md); row types come by `import type`.
   */
  tables: {
    regex: '^(\\.\\./)+db/schema(/|$)',
    allowTypeImports: true,
    message:
      'Queries live in repositories (*.repository.ts, through app.repositories): import row types with `import type`, and ask a repository for rows.',
  },
  /** Drizzle's query builders and SQL, from an API module that is not a repository. */
  queryBuilder: {
    regex: '^drizzle-orm(/|$)',
    allowTypeImports: true,
    message: 'Queries live in repositories (*.repository.ts, through app.repositories), not in services, routes or gateways.',
  },
  /** A path `levels` folders up, out of a workspace into src/ or the rest of the repository. */
  outOf: (levels, message) => ({ regex: `^(\\.\\./){${levels}}`, message }),
};

/** The rule with `patterns`; `paths` bans whole module names. */
const restrictImports = (patterns, paths = []) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }],
});

/** One config per folder depth below `root` (1 = files directly in it), for rules that count `../`. */
const byDepth = (root, deepest, rulesAt) =>
  Array.from({ length: deepest }, (_, index) => ({
    files: [`${root}/${'*/'.repeat(index)}${SOURCE_FILES}`],
    rules: rulesAt(index + 1),
  }));

/** The server's import rules at `depth` folders below the repository's root, with `extra` zones. */
const serverImports = (depth, extra = []) =>
  restrictImports(
    [
      zones.srcAlias,
      zones.outOf(
        depth,
        "server/ imports nothing outside its folder (src/ is the browser's): share code through @laundry-accra/domain.",
      ),
      ...extra,
    ],
    [
      {
        name: '@laundry-accra/domain/forms',
        message: "The API checks requests with its TypeBox schemas; yup's forms are the browser's.",
      },
    ],
  );

/**
 * The API's modules that hold queries: repositories, the customer's booking read model, and the
 * SQL fragments repositories share (the booking projection, the shown payment attempt, a staff
 * member's branch scope). Tests build their own rows.
 */
const QUERY_MODULES = [
  'server/src/modules/**/*.repository.ts',
  'server/src/modules/**/*.read-model.ts',
  'server/src/modules/**/*.test.ts',
  'server/src/modules/bookings/booking-projection.ts',
  'server/src/modules/finance/shown-attempt.ts',
  'server/src/modules/ops/staff-access.ts',
];

/**
 * Modules whose queries have not moved into a repository yet (decision 050 says why each is
 * left); remove a line when its queries move. The reports build their SQL with raw statements
 * tuned against their query plans (decision 059).
 */
const NOT_YET_IN_REPOSITORIES = [
  'server/src/modules/reports/**',
];

const srcZones = [zones.serverPackages, zones.serverFiles, zones.climbing, zones.contractTypesOnly];
/** The console's shared folders; every other folder of src/ops is a feature (decision 053). */
const OPS_SHARED = ['api', 'components', 'testing', 'live', 'session', 'shell', 'back-office', 'screen-props', 'route-path'];
const opsFeatures = readdirSync(new URL('./src/ops', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !OPS_SHARED.includes(entry.name))
  .map((entry) => entry.name);
const features = readdirSync(new URL('./src/app/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'public/**',
      '.cache/**',
      '.data/**',
      'node_modules/**',
      // The compiled server (npm run build:server).
      'server/dist/**',
      'storybook-static/**',
      // Mock Service Worker's script, generated by npm run storybook:worker.
      '.storybook/msw-worker/**',
      'coverage/**',
      'server/drizzle/**',
      // The API's types, generated from its OpenAPI document (npm run api:types).
      'src/lib/api/schema.d.ts',
      'studio/dist/**',
      'studio/.sanity/**',
      'reports/**',
      '.e2e/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Import boundaries (docs/decisions/005). Later entries are narrower and repeat the wider zones.
  { files: ['src/**'], rules: restrictImports(srcZones) },
  {
    files: ['src/site/**', 'src/pages/**', 'src/templates/**'],
    ignores: ['src/pages/app/**', 'src/pages/ops/**'],
    rules: restrictImports([...srcZones, zones.appCode, zones.opsCode, zones.apiClient]),
  },
  { files: ['src/pages/app/**', 'src/app/**'], rules: restrictImports([...srcZones, zones.opsCode]) },
  { files: ['src/pages/ops/**'], rules: restrictImports([...srcZones, zones.appCode]) },
  { files: ['src/ops/**'], rules: restrictImports([...srcZones, zones.appFromOps]) },
  ...opsFeatures.map((feature) => ({
    files: [`src/ops/${feature}/**`],
    rules: restrictImports([...srcZones, zones.appFromOps, zones.otherOpsFeature(feature)]),
  })),
  ...features.flatMap((feature) => [
    {
      files: [`src/app/features/${feature}/**`],
      rules: restrictImports([...srcZones, zones.opsCode, zones.otherFeature(feature)]),
    },
    {
      files: [`src/app/features/${feature}/${SOURCE_FILES}`],
      rules: restrictImports([...srcZones, zones.opsCode, zones.otherFeature(feature), zones.outOfFeature]),
    },
  ]),
  ...byDepth('server', 8, (depth) => serverImports(depth)),
  // Queries live in repositories (decision 050): the API's modules reach tables through them.
  ...byDepth('server/src/modules', 3, (depth) => serverImports(depth + 2, [zones.tables, zones.queryBuilder])).map(
    (config) => ({ ...config, ignores: [...QUERY_MODULES, ...NOT_YET_IN_REPOSITORIES] }),
  ),
  // The one test that holds the browser's forms against the API's request schemas reads yup's
  // forms (decision 031); the API itself still never does.
  {
    files: ['server/src/form-rules-agree.test.ts'],
    rules: restrictImports([
      zones.srcAlias,
      zones.outOf(2, "server/ imports nothing outside its folder (src/ is the browser's): share code through @laundry-accra/domain."),
    ]),
  },
  ...byDepth('packages/domain', 6, (depth) =>
    restrictImports([
      zones.srcAlias,
      zones.outOf(
        depth,
        'The domain imports nothing outside packages/domain/ (src/, server/): the app and the API import it, never the reverse.',
      ),
      { ...zones.serverPackages, message: 'The domain never imports the API.' },
    ]),
  ),
);

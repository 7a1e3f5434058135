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
  /** The browser's code, by the alias. */
  srcAlias: { regex: '^@/', message: 'Only src/ uses @/.' },
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

const srcZones = [zones.serverPackages, zones.serverFiles, zones.climbing, zones.contractTypesOnly];
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
      'storybook-static/**',
      'coverage/**',
      'server/drizzle/**',
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
    rules: restrictImports([...srcZones, zones.appCode, zones.opsCode]),
  },
  { files: ['src/pages/app/**', 'src/app/**'], rules: restrictImports([...srcZones, zones.opsCode]) },
  { files: ['src/pages/ops/**'], rules: restrictImports([...srcZones, zones.appCode]) },
  { files: ['src/ops/**'], rules: restrictImports([...srcZones, zones.appFromOps]) },
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
  ...byDepth('server', 8, (depth) =>
    restrictImports(
      [
        zones.srcAlias,
        zones.outOf(
          depth,
          "server/ imports nothing outside its folder (src/ is the browser's): share code through @laundry-accra/domain.",
        ),
      ],
      [
        {
          name: '@laundry-accra/domain/forms',
          message:
            "The API checks requests with its TypeBox schemas; yup's forms are the browser's.",
        },
      ],
    ),
  ),
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

import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint, and the boundaries of docs/architecture.md that lint keeps (issue #13 part 1, as
 * bulletproof-react does with import/no-restricted-paths): a web feature imports no other
 * feature; only lib/api-client.ts calls fetch; API routes and services build no queries (only
 * repositories do); contracts import nothing from the apps. `tooling/lint-boundaries.test.ts`
 * lints a deliberately wrong fixture for each rule and expects it to fire.
 */
const WEB_FEATURES = './apps/web/src/features';
const features = fs
  .readdirSync(new URL(WEB_FEATURES, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `${WEB_FEATURES}/${name}`,
  from: WEB_FEATURES,
  except: [`./${name}`],
  message: 'A feature imports no other feature: move what both need to ui/ or lib/ (docs/architecture.md).',
}));

const QUERY_BUILDERS =
  'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom|with|withRecursive';
const NO_QUERIES_MESSAGE =
  'Routes and services build no queries: put the SQL in the area repository (docs/architecture.md).';
/** Issue #13 part 3: status codes are named (`Status.ActionNotAllowed`), never numbers. */
const NAMED_CODES_MESSAGE = 'Name the status code: new AppError(Status.X) (packages/contracts/src/status-names.ts).';
const NAMED_CODES = [
  { selector: "NewExpression[callee.name='AppError'][arguments.0.type='Literal']", message: NAMED_CODES_MESSAGE },
  { selector: "NewExpression[callee.name='AppError'] > ConditionalExpression > Literal", message: NAMED_CODES_MESSAGE },
  { selector: "NewExpression[callee.name='AppError'] > LogicalExpression > Literal", message: NAMED_CODES_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'bench/results/**',
      'tooling/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            { target: './packages/contracts', from: './apps', message: 'contracts import nothing from the apps.' },
            { target: './apps/web', from: './apps/api', message: 'The web talks to the API over HTTP only.' },
            { target: './apps/api', from: './apps/web', message: 'The API imports nothing from the web.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only lib/api-client.ts calls fetch: use the api client.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Only lib/api-client.ts calls fetch: use the api client.' },
        { object: 'globalThis', property: 'fetch', message: 'Only lib/api-client.ts calls fetch: use the api client.' },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/api-client.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NAMED_CODES] },
  },
  {
    files: ['apps/api/src/**/*.routes.ts', 'apps/api/src/**/*.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NAMED_CODES,
        { selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS})$/]`, message: NO_QUERIES_MESSAGE },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: NO_QUERIES_MESSAGE },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', importNames: ['sql'], message: NO_QUERIES_MESSAGE }] },
      ],
    },
  },
  {
    files: ['bench/**', 'e2e/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);

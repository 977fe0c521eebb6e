import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import localRules from './eslint-rules/index.js';

/**
 * Dependency direction of shared/STYLE.md, enforced:
 * src/app -> src/pages, screens -> scenes, streams, src/stores, src/components -> src/api, src/lib, src/i18n;
 * server imports nothing of the client and the client nothing of the server, types included: both
 * import the wire shapes from shared/ (the contract), which imports neither. Zones name packages too
 * (streams/ has no React or stores, scenes/ no store). Pages import only their own files
 * (eslint-rules/no-cross-page-imports.js says what a page is); server modules reach each other
 * only through their index.ts. Import cycles are a graph property ESLint cannot see file by file:
 * `npm run lint` runs scripts/check-import-cycles.mjs after it (tests/unit/lint/import-cycles.test.ts).
 */
const zones = [
  // shared/ holds the contract both sides import (field rules, sheet names): it imports neither side.
  { target: './shared', from: ['./server', './src', './streams', './scenes', './screens'], message: 'shared/ imports neither the server nor the client' },
  { target: './server', from: ['./src', './streams', './scenes', './screens'], message: 'server/ never imports client code' },
  {
    target: './streams',
    // Nothing of src/, not even its API client: the app hands streams its call through configureStreams (streams/config.ts).
    from: ['./src', './scenes', './screens'],
    packages: ['react', 'react-*', 'zustand', 'antd', '@ant-design/*', '@tanstack/*'],
    message: 'streams/ import nothing of src/ (the app hands them its API client in streams/config.ts): no React, stores or UI',
  },
  {
    target: './scenes',
    from: ['./streams', './src/stores', './src/api', './src/pages', './src/app', './screens'],
    packages: ['zustand'],
    message: 'scenes/ take data through props: no streams, stores or api',
  },
  { target: './screens', from: ['./src/pages', './src/app'], message: 'screens never import pages' },
  { target: './src/components', from: ['./src/pages', './src/app'], message: 'components do not import pages or the app' },
  { target: './src/pages', from: ['./src/app'], message: 'pages do not import the app shell' },
  { target: ['./src/api', './src/lib', './src/i18n'], from: ['./src/pages', './src/components', './src/stores', './src/app', './streams', './scenes', './screens'], message: 'api, lib and i18n are the bottom layer' },
  // Types included: what crosses the wire is defined once, in shared/contract.
  { target: ['./src', './streams', './scenes', './screens'], from: './server', message: 'the client imports nothing of server/: shapes come from shared/contract' },
];

export default tseslint.config(
  // tests/fixtures/lint holds deliberate breaches; tests/unit/lint lints them under the paths they name.
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.tmp/**', 'test-results/**', 'tests/fixtures/lint/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: localRules, 'react-hooks': reactHooks },
    rules: {
      'local/no-restricted-paths': ['error', { zones }],
      'local/no-cross-page-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]", message: 'no focused tests' },
        {
          selector: "JSXOpeningElement[name.property.name='Password'] > JSXAttribute[name.name='maxLength']",
          message: 'a password over its limit is refused by a form rule (src/lib/form-rules.ts), never cut by maxLength (issue 42)',
        },
        {
          // The browser's locale is not the console's language: "12/5/2026, 4:46:45 PM" in the Chinese console (issue 42).
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
          message: 'write dates with formatTime / formatDate (src/lib/format-time.ts) or zoneTime, the same in both languages',
        },
      ],
    },
  },
  {
    // Server code reaches a module only through its index.ts (docs/architecture.md): other modules,
    // and the pipeline, http, auth and db code outside server/modules alike.
    files: ['server/**/*.ts'],
    rules: { 'local/server-module-boundaries': 'error' },
  },
  {
    // Views and their hooks never poll by hand (eslint-rules/no-polling.js): live data comes through
    // streams/ on the one refresh clock, work that ends through streams/poll-until.ts.
    files: ['src/**/*.{ts,tsx}', 'screens/**/*.{ts,tsx}', 'scenes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'local/no-polling': 'error' },
  },
  {
    // Number fields say when letters are typed (issue 42): NumberInput wraps antd's InputNumber.
    files: ['src/**/*.tsx', 'screens/**/*.tsx', 'scenes/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/components/number-input/number-input.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'antd', importNames: ['InputNumber'], message: 'use NumberInput (src/components/number-input/number-input.tsx)' }] }],
    },
  },
);

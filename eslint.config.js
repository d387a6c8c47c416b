import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import pureTransaction from './eslint-rules/pure-transaction.js';

// Layer boundaries (issue 16). The domain is pure rules the web bundles too: it imports only
// itself and zod, and touches neither Node nor the DOM. Services are the use cases: nothing of HTTP.
// Bare names here; any 'node:' one is caught by the pattern below.
const NODE_MODULES = builtinModules.filter((m) => !m.startsWith('_') && !m.startsWith('node:'));
const NODE_OR_DOM_GLOBALS = [...new Set([...Object.keys(globals.browser), ...Object.keys(globals.node)])].filter(
  (g) => !(g in globals.es2024) && !['console', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder', 'structuredClone'].includes(g),
);
const DOMAIN_IMPORTS = [
  'error',
  {
    paths: NODE_MODULES.map((name) => ({
      name,
      message: 'The domain is pure rules, run by the server and the web: no Node. Put I/O in a service or adapter.',
    })),
    patterns: [
      { regex: '^node:', message: 'The domain is pure rules, run by the server and the web: no Node. Put I/O in a service or adapter.' },
      { group: ['../*', '../**'], message: 'The domain imports only the domain (and zod): not services, http, adapters or lib.' },
      {
        group: [
          'express',
          'firebase-admin',
          'firebase-admin/*',
          'firebase-functions',
          'firebase-functions/*',
          'better-sqlite3',
          'react',
          'react-dom',
          'react-dom/*',
        ],
        message: 'The domain is pure rules: no framework, store or UI library.',
      },
    ],
  },
];
/** The web takes only the shared domain from functions/, through @domain/*. */
const WEB_TAKES_ONLY_DOMAIN = {
  regex: '(^|/)functions(/|$)|^@domain/(.*/)?\\.\\.(/|$)',
  message: 'The web imports only the shared domain from functions/, as @domain/*.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'functions/lib/**', 'functions/pages/**', 'web/dist/**', 'web/dist-*/**', '.data/**', '.test-data/**', 'artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['functions/**/*.ts'],
    languageOptions: { globals: globals.node },
    plugins: { thali: { rules: { 'pure-transaction': pureTransaction } } },
    rules: { 'thali/pure-transaction': 'error' },
  },
  {
    files: ['functions/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': DOMAIN_IMPORTS,
      'no-restricted-globals': [
        'error',
        ...NODE_OR_DOM_GLOBALS.map((name) => ({ name, message: 'The domain is pure rules, run by the server and the web: no Node or DOM globals.' })),
      ],
    },
  },
  {
    files: ['functions/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../http', '../http/*', '../lib/http', 'express', 'express/*'],
              message: 'Services import nothing of HTTP: routes call services, never the other way.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [WEB_TAKES_ONLY_DOMAIN] }],
    },
  },
  {
    // Scripts Hosting serves as they are (the page frame's script: the CSP allows no inline one).
    files: ['web/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    // Imports flow one way: app -> features -> shared. A feature never reaches into another.
    files: ['web/src/components/**', 'web/src/lib/**', 'web/src/stores/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared code never imports a feature or the app.' }, WEB_TAKES_ONLY_DOMAIN] },
      ],
    },
  },
  {
    // One module per API resource, shared by every feature: it speaks to the server through lib/ and types with the domain.
    files: ['web/src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '!@/lib', '!@/lib/*', '!@/api', '!@/api/*', '../*', '../**'],
              message: 'An API module imports only lib/, other API modules and @domain/*.',
            },
            WEB_TAKES_ONLY_DOMAIN,
          ],
        },
      ],
    },
  },
  ...['home', 'site', 'menu', 'orders', 'reservations', 'account', 'admin', 'track'].map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app/*'],
              message: 'A feature never reaches into another: move shared code to components/, lib/ or stores/.',
            },
            WEB_TAKES_ONLY_DOMAIN,
          ],
        },
      ],
    },
  })),
  {
    files: ['scripts/**/*.mjs', 'web/scripts/**/*.mjs', 'e2e/**/*.{ts,mjs}', '*.js', 'eslint-rules/**/*.js'],
    languageOptions: { globals: globals.node },
  },
);

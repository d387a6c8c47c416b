import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import pureTransaction from './eslint-rules/pure-transaction.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'functions/lib/**', 'web/dist/**', 'web/dist-*/**', '.data/**', '.test-data/**', 'artifacts/**'] },
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
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
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
    rules: { 'no-restricted-imports': ['error', { patterns: ['@/features/*', '@/app/*'] }] },
  },
  ...['home', 'site', 'menu', 'orders', 'reservations', 'account', 'admin'].map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app/*'], message: 'A feature never reaches into another: move shared code to components/, lib/ or stores/.' }] }] },
  })),
  {
    files: ['scripts/**/*.mjs', 'web/scripts/**/*.mjs', 'e2e/**/*.{ts,mjs}', '*.js', 'eslint-rules/**/*.js'],
    languageOptions: { globals: globals.node },
  },
);

// Flat config. Import boundaries (DESIGN.md "Rules that keep it simple", 8) are enforced here
// with core rules, so no plugin has to understand our layout.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const browserOnly = ['react', 'react-dom', 'react-dom/client', 'wouter', 'valtio', 'valtio/utils'];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', '.test-results', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Only src/db may import dexie.' },
            { name: 'dexie-react-hooks', message: 'Only src/db may import dexie.' },
          ],
          patterns: [
            { group: ['**/server/**'], message: 'The storefront never imports server code.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'HTTP lives in src/api only.' }],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['src/db/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The storefront never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    // The pure core: no React, DOM, Dexie, fetch or storage (DESIGN.md rule 1).
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...browserOnly.map((name) => ({ name, message: 'src/domain stays pure.' })),
            { name: 'dexie', message: 'src/domain stays pure.' },
            { name: 'dexie-react-hooks', message: 'src/domain stays pure.' },
            { name: 'hono', message: 'src/domain stays pure.' },
          ],
          patterns: [
            {
              group: [
                '**/api/**',
                '**/db/**',
                '**/state/**',
                '**/features/**',
                '**/ui/**',
                '**/server/**',
                'node:*',
              ],
              message: 'src/domain imports only other domain modules and pure libraries.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'fetch',
          'localStorage',
          'sessionStorage',
          'indexedDB',
          'navigator',
          'location',
          'XMLHttpRequest',
          'WebSocket',
        ].map((name) => ({ name, message: 'src/domain stays pure: no DOM or I/O.' })),
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...browserOnly.map((name) => ({
              name,
              message: 'The server does not import UI code.',
            })),
            { name: 'dexie', message: 'The server does not use IndexedDB.' },
          ],
          patterns: [
            {
              group: [
                '**/src/api/**',
                '**/src/db/**',
                '**/src/state/**',
                '**/src/features/**',
                '**/src/ui/**',
              ],
              message: 'The server may import src/domain only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);

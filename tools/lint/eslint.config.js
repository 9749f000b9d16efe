// The project's ESLint rules. They live beside the lint toolchain (its own TypeScript for the parser)
// and the root eslint.config.js re-exports them.
import './typescript-for-lint.js';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importBoundaries } from './import-boundaries.js';
import { schemaTypedRoutes } from './schema-typed-routes.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'tools/lint/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '**/*.generated.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // Dynamic Kysely queries, migrations and row mappers of the server, and the tests' manifest edits,
      // use `any` on purpose; the web and shared code must not (below).
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  { files: ['src/web/**/*.{ts,tsx}', 'src/shared/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'error' } },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      // A library's UNSAFE_ and unstable_ exports are its internals or its experiments: they change or go without notice.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '.', importNamePattern: '^(UNSAFE_|unstable_)', message: 'Use a API documentada e estável da biblioteca, não UNSAFE_/unstable_.' },
          ],
        },
      ],
      // A chunk whose download fails (a server restart) must be tried again, not break the page for good.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression:not(CallExpression[callee.name='chunk'] ImportExpression)",
          message: 'Carregue o código sob demanda por chunk(() => import(…)) (src/web/app/code-chunk.ts), que tenta de novo quando o download falha.',
        },
      ],
    },
  },
  // Scripts served to the browser as they are (the identity provider's, the SPA's public/), and benchmark code evaluated in the page.
  { files: ['src/server/idp/assets/**/*.js', 'public/**/*.js', 'tests/bench/**/*.mjs'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['src/web/**/*.{ts,tsx}', 'tests/unit/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The hook rules; the React Compiler's rules do not apply (the project does not compile with it).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['src/web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/web/**/*.tsx'],
    // A keyboard-driven widget (role="application", the offline map) takes the focus like a tab panel.
    rules: { 'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'application'], allowExpressionValues: true }] },
  },
  // Playwright reads which fixtures a hook wants from its first parameter's destructuring: `{}` asks for none.
  { files: ['tests/e2e/**/*.ts', 'tests/faults/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  ...importBoundaries,
  ...schemaTypedRoutes,
);

// ESLint for the whole monorepo (issue 9). Besides typescript-eslint's recommended rules it holds
// the layering of DESIGN.md: template → react-hooks → sdk → generated contract types; the sandbox
// depends only on the contract; nothing imports the template; the sdk imports no React and reaches
// no DOM global; no import cycles. Formatting is Prettier's (`pnpm format`), not ESLint's.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'

const noTemplate = {
  group: ['@foyer/template', '@foyer/template/*', '**/packages/template/**'],
  message: 'Nothing imports the template (DESIGN.md Layout).',
}
const noReact = {
  group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@foyer/react-hooks'],
  message: 'The sdk holds no React (DESIGN.md): bindings live in @foyer/react-hooks.',
}
const noSandbox = {
  group: ['@foyer/sandbox', '@foyer/sandbox/*', '**/packages/sandbox/**'],
  message: 'Production code never imports the sandbox server; sandbox adapters come from @foyer/sdk/sandbox.',
}
const noTesting = {
  group: ['@foyer/sdk/testing'],
  message: 'The test toolkit never reaches a production bundle: import it from tests only.',
}
const noSdkSource = { group: ['**/packages/sdk/src/**'], message: 'Import the sdk by its package name, not by path.' }

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/generated/**',
      'bench/results/**',
      '**/*.d.ts',
      'packages/template/public/**',
      'docs/api/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
            'examples/*/tsconfig.json',
            'openapi/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
          conditionNames: ['@foyer/source', 'import', 'types', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `typeof import('…')` stays allowed: tests type `vi.importActual` with it.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // `{}` is the identity of openapi-fetch's init and of `{} extends Pick<T, K>`, used on purpose.
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-restricted-imports': ['error', { patterns: [noTemplate] }],
    },
  },
  {
    files: ['packages/sdk/src/**/*.ts'],
    ignores: ['packages/sdk/src/**/*.test.ts', 'packages/sdk/src/testing/**'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [noTemplate, noReact, noSandbox] }],
      // The sdk runs in Node and the browser; time and storage are injected (STYLE.md, Injected time).
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'location',
        'setTimeout',
        'setInterval',
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Use the injected clock (STYLE.md, Injected time).',
        },
      ],
    },
  },
  {
    // Tests cast freely to build malformed input and fakes of provider objects.
    files: ['**/*.test.{ts,tsx}', '**/test-helpers.ts', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/sdk/**/*.test.ts', 'packages/sdk/test/**', 'packages/sdk/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTemplate, noReact] }] },
  },
  {
    files: ['packages/react-hooks/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTemplate, noSandbox, noSdkSource] }] },
  },
  {
    files: ['packages/template/src/**/*.{ts,tsx}'],
    ignores: ['packages/template/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSandbox, noSdkSource, noTesting] }] },
  },
  {
    files: ['packages/sandbox/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noTemplate,
            noReact,
            {
              group: ['@foyer/sdk', '@foyer/sdk/*', '@foyer/react-hooks'],
              message: 'The sandbox depends only on the contract (DESIGN.md Layout).',
            },
          ],
        },
      ],
    },
  },
  {
    // The bench measures the template's own seat-map canvas beside an SVG baseline, so it is the
    // one place allowed to reach into template source.
    files: ['bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      'packages/template/src/**/*.{ts,tsx}',
      'packages/react-hooks/src/**/*.{ts,tsx}',
      'examples/**/*.tsx',
      'bench/**/*.tsx',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
)

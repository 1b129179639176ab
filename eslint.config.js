// Lint rules for the whole repository: typescript-eslint's type-checked recommended rules (with the types
// of tsconfig.json, so unnecessary conditions and promises left floating or passed where none is awaited are
// errors; docs/decisions/0055-type-aware-lint.md), the rules of hooks, jsx-a11y's recommended accessibility
// rules, a guard against scratch files, and the end-to-end fixture's rules. `npm run lint` runs React Router's
// typegen first: route modules' types come from .react-router/. Formatting is Prettier's job
// (eslint-config-prettier turns off every rule that would disagree with it).
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'dataset/bundled/',
      'dataset/large/',
      'studio/schema.json',
      'app/content/sanity.types.ts',
      'coverage/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Every TypeScript file is in tsconfig.json (it includes `**/*`), so the project service finds its types.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-unnecessary-condition': [
        'error',
        { allowConstantLoopConditions: 'only-allowed-literals' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // Passing on a reason received from elsewhere (AbortSignal.reason, React's onShellError) is like rethrowing it.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // React Router's loaders and actions throw a Response (`redirect()`) or `data()` to end a request.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  {
    // Vitest's asymmetric matchers (expect.any, expect.stringMatching, expect.objectContaining) are typed
    // `any` on purpose, so that they fit any expected value: putting one in an expected object is no leak.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // JavaScript files (only this one) are in no tsconfig: lint them without types.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['app/**/*.tsx', 'studio/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Lists styled without bullets lose their list semantics in Safari unless role="list" is explicit.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // End-to-end files get their browser, pages and hydration signal from tests/e2e/support/fixture.ts:
    // no file starts its own browser or reaches into React Router's private globals. No fixed waits: a
    // test waits for what a visitor or an observer sees; a stand-in's timers live in tests/e2e/support/timers.ts.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='launchBrowser']",
          message: 'Use the `browser`, `page` or `newPage` fixture from ./support/fixture, not launchBrowser().',
        },
        {
          selector: 'Identifier[name=/__reactRouter/]',
          message: "Use waitForHydration(page) or a visitor's click, never React Router's private globals.",
        },
        {
          selector: 'Literal[value=/__reactRouter/]',
          message: "Use waitForHydration(page) or a visitor's click, never React Router's private globals.",
        },
        {
          selector: 'TemplateElement[value.raw=/__reactRouter/]',
          message: "Use waitForHydration(page) or a visitor's click, never React Router's private globals.",
        },
        ...[
          "CallExpression[callee.property.name='waitForTimeout']",
          'CallExpression[callee.name=/^(setTimeout|setInterval|sleep|delay|wait)$/]',
          'CallExpression[callee.property.name=/^(setTimeout|setInterval)$/]',
          "ImportDeclaration[source.value='node:timers/promises']",
          "ImportDeclaration[source.value='timers/promises']",
        ].map((selector) => ({
          selector,
          message:
            'No fixed waits: wait for what a visitor or observer sees (a locator, a response, a log line, expect.poll with a timeout). A stand-in’s delay goes in ./support/timers.',
        })),
      ],
    },
  },
  {
    // Scratch files (`*.tmp.*`) are for a session, never for the repository.
    files: ['**/*.tmp.*'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'Scratch files (*.tmp.*) must not be committed: delete it or give it a real name.',
        },
      ],
    },
  },
  prettier,
)

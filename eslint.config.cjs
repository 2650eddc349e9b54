// The lint gate of `npm test`: import boundaries (infra/lint), no import cycles, the rules of hooks,
// accessibility, and the recommended JS/TS correctness rules. No type-aware rules: `tsc` already
// checks types, and the whole repository lints in seconds on two cores. Formatting is Prettier's.
// Why each boundary exists and how to fix a failure: docs/decisions/lint-and-format.md.
// CommonJS so that infra/lint's Jest test can hand this very array to ESLint's Node API.
const { defineConfig, globalIgnores } = require('eslint/config');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const globals = require('globals');
const tessera = require('./infra/lint/plugin.cjs');

const CODE = ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'];
const TS = ['**/*.{ts,tsx,mts,cts}'];
const REACT = [
  'shell/src/**/*.{ts,tsx}',
  'mfe-*/src/**/*.{ts,tsx}',
  'ui-kit/src/**/*.{ts,tsx}',
  'shared-contracts/src/**/*.{ts,tsx}',
  'platform-sdk/src/**/*.{ts,tsx}',
  'infra/ops/src/console/**/*.{ts,tsx}',
];

module.exports = defineConfig([
  // infra/lint/fixtures holds deliberate failures for infra/lint's own test.
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'dist-mono/',
    '.data/',
    'test-results/',
    'playwright-report/',
    'bench-results/',
    'coverage/',
    'infra/lint/fixtures/',
    'dist-packages/',
    // The remote template is a project of its own (its own packages, installed from dist-packages):
    // the outside journey (infra/packages) type-checks and tests it there, and `npm run new -- remote`
    // writes it into mfe-<name>, which this config lints as a remote.
    'templates/',
  ]),
  // A disable comment that no longer disables anything fails the gate too (--max-warnings 0).
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: CODE,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      // Browser and Node globals everywhere: which code may run where is the boundaries rule's job.
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { tessera, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'tessera/boundaries': 'error',
      'tessera/feature-door': 'error',
      // A cycle through values (type-only imports are erased and do not count). A cycle closed by
      // an import() is allowed: the lazy half loads after both modules have run, which is how the
      // shell keeps its api client out of the first load. Packages in node_modules are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-self-import': 'error',
      // The validators reject control characters in user input on purpose (/[\x00-\x1f]/): the
      // rule guards against typing one by accident, which is not a mistake anyone here makes.
      'no-control-regex': 'off',
      // Code is compiled to CommonJS (swc in Jest, the build's require hook), and require() is how
      // it loads on demand: the dev-only bus schema, an app's rspack config by path, untyped CJS.
      '@typescript-eslint/no-require-imports': 'off',
      // A case with no statements of its own shares the next one's on purpose, comment or not.
      'no-fallthrough': ['error', { allowEmptyCase: true }],
      // `_` marks a parameter or binding that has to be there but is not read.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{cjs,cts}'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: TS,
    rules: {
      // tsc reports undefined names with their types; ESLint's copy does not know TS globals.
      'no-undef': 'off',
    },
  },
  {
    files: REACT,
    // React's recommended set: the rules of hooks plus the React Compiler's checks (refs read
    // during render, impure render, setState in an effect, ...).
    extends: [jsxA11y.flatConfigs.recommended, reactHooks.configs.flat.recommended],
    rules: {
      // A scrollable region (a wide table) must take focus so keyboard users can scroll it (axe's
      // scrollable-region-focusable); a labelled role="region" is the pattern for that.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // An error, not a warning: a stale closure is a bug, and a warning nobody has to fix is noise.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The shell's and the remotes' code reads the platform through the SDK's narrow hooks, so a
    // balance refresh or a navigation re-renders only what reads it (docs/decisions/platform-sdk.md).
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tessera/platform-sdk',
              importNames: ['usePlatform'],
              message:
                'usePlatform() re-renders on every change of the platform: read the narrow hook you need (useSession, useWallet, useNav, useT, useApi, ...).',
            },
          ],
        },
      ],
    },
  },
  {
    // Dates, times and numbers in the app's language, never the browser's (issue 28): through
    // useFormat() (money, percent, dateTime) or the contract's formatters given the language's tag
    // (languageTag: spec codes are not locales). docs/decisions/languages.md.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'ui-kit/src/**/*.{ts,tsx}', 'platform-sdk/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message:
            "toLocale*String() formats in the browser's language or a guessed one: use useFormat() (money, percent, dateTime) or the contract's formatters with languageTag().",
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][arguments.length=0], CallExpression[callee.object.name='Intl'][arguments.length=0]",
          message: "An Intl formatter without a locale uses the browser's language: give it the app's (useFormat(), languageTag()).",
        },
        {
          selector: "NewExpression[callee.object.name='Intl'] > Identifier.arguments:first-child[name='undefined']",
          message: "An Intl formatter without a locale uses the browser's language: give it the app's (useFormat(), languageTag()).",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(toString|toDateString|toTimeString)$/][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
          message: "A Date's own text is in the browser's language and zone: use useFormat().dateTime.",
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      // A test's probe component hands a hook's value out to the test (`platform = usePlatform()`):
      // the way to read a hook from outside, and no component the compiler will ever optimise.
      'react-hooks/globals': 'off',
    },
  },
]);

// ESLint flat config: code rules (typescript-eslint, the rules of hooks, jsx-a11y). The import
// table of ../shared/ARCHITECTURE.md (which folder may import which) is held by dependency-cruiser
// in .dependency-cruiser.cjs. `npm run lint` runs both; it is part of `npm test`.
//
// typescript-eslint's type-aware set (recommendedTypeChecked) is not used: it took about 84 s for
// the repository on a 2-core machine against about 15 s without, past the lint budget of `npm test`.
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default defineConfig(
  {
    ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'coverage/', 'docs/charts/'],
  },
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    // Every call of a chart goes through the kit's `fromCall` (machines/kit/call.ts): a plain
    // `fromPromise` hands an aborted call's answer to the actor restarted after a React remount.
    files: ['machines/**/*.ts', 'src/**/*.{ts,tsx}', 'views/**/*.{ts,tsx}', 'fixtures/engine/**/*.{ts,tsx}'],
    ignores: ['machines/kit/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'xstate',
              importNames: ['fromPromise'],
              message: "A chart's calls use fromCall from machines/kit/call.ts (an aborted call must never answer a restarted actor).",
            },
          ],
        },
      ],
    },
  },
  {
    // The quote form's views read their charts' states through machines/quote/selectors.ts and
    // stepSelectors.ts (one selector per screen, tags for a kind of state across nested states),
    // never by state paths of their own. A `.matches()` with a regular expression is a yup field rule, not a state read.
    files: ['views/quote/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name="matches"]:not([arguments.0.regex])',
          message: "A quote view reads no state path: read a selector from machines/quote/selectors.ts or stepSelectors.ts (a tag for a kind of state across nested states).",
        },
      ],
    },
  },
  {
    // A file is read whole: at most 400 lines, blank lines and comments counted. A chart past that
    // is a parent that sequences child charts; a module past it holds two subjects. Data tables
    // and the i18n catalogs are lists, not code, and may be longer.
    // The quote form's files listed below are still one chart and its tests, being split into
    // stage child charts; the list only shrinks, and nothing else may join it.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      'fixtures/data/**',
      'src/i18n/**',
      'machines/quote/quote.model.test.ts',
      'fixtures/models/quote.model.ts',
      'fixtures/screens/quote.screens.ts',
      'views/quote/quotes.test.tsx',
      'views/quote/driverSteps.test.tsx',
    ],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // A large flow's parent chart only sequences its stages: at most 300 lines. Its setup, its
    // children's inputs and the ladders of their ends are modules beside it.
    files: ['machines/quote/quote.machine.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    rules: {
      // A leading underscore marks a binding kept on purpose (a callback's position, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
);

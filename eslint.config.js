// ESLint (flat config): typescript-eslint's type-checked rules, React hooks, accessibility, and the layout's import
// boundaries. `npm test` runs it with --max-warnings 0. Formatting is Prettier's job (eslint-config-prettier).
import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What each layer of src may import (besides itself): app → screens → (machines, ui, api) → (model, i18n), and
 * `contract`, the generated types, under everything. The server may reach into src only for model and contract.
 */
const SRC_LAYERS = {
  contract: [],
  model: ['contract'],
  i18n: ['model', 'contract'],
  machines: ['model', 'i18n', 'contract'],
  ui: ['model', 'i18n', 'contract'],
  db: ['model', 'contract'],
  api: ['model', 'i18n', 'db', 'contract'],
  screens: ['machines', 'ui', 'api', 'model', 'i18n', 'contract'],
  // The QA inspector reads the machines' definitions and the browser store; only app loads it, and only in QA mode.
  qa: ['machines', 'ui', 'db', 'model', 'i18n', 'contract'],
  app: ['screens', 'qa', 'machines', 'ui', 'api', 'db', 'model', 'i18n', 'contract'],
};

/**
 * Inside server/: the entry files, http, auth, cli and handlers → services → (mail, db), with `shared` (pure helpers:
 * Polish wording, slugs, password hashing) under all of them. Services raise domain errors and never see HTTP; the
 * seed and the migrations use no services. Each layer may also import itself.
 */
const SERVER_LAYERS = {
  shared: [],
  db: ['shared'],
  mail: ['db', 'shared'],
  services: ['mail', 'db', 'shared', 'config.ts', 'context.ts'],
};

const dirs = (parent) =>
  fs
    .readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A layer may not import the layers of src it is not allowed; tests and the root entry files are outside the rule. */
const srcZones = Object.entries(SRC_LAYERS).map(([layer, allowed]) => ({
  target: `./src/${layer}`,
  from: './src',
  except: [`./${layer}`, ...allowed.map((name) => `./${name}`)],
  message: `src/${layer} may import only ${[layer, ...allowed].join(', ')}.`,
}));

/** A screen area imports itself and screens/shared, never another area. */
const screenAreas = dirs('src/screens').filter((area) => area !== 'shared');
const screenZones = screenAreas.map((area) => ({
  target: `./src/screens/${area}`,
  from: './src/screens',
  except: [`./${area}`, './shared'],
  message: `screens/${area} may import only itself and screens/shared; move what two areas share to screens/shared.`,
}));
const sharedScreenZone = {
  target: './src/screens/shared',
  from: './src/screens',
  except: ['./shared'],
  message: 'screens/shared may not import a screen area.',
};

const serverZones = [
  {
    target: './server',
    from: './src',
    except: ['./model', './contract'],
    message: 'The server may import only src/model and src/contract.',
  },
  ...Object.entries(SERVER_LAYERS).map(([layer, allowed]) => ({
    target: `./server/${layer}`,
    from: './server',
    except: [layer, ...allowed].map((name) => `./${name}`),
    message: `server/${layer} may import only ${[layer, ...allowed].join(', ')} (handlers → services → (mail, db) → shared).`,
  })),
];

const reactAriaOutsideUi = {
  name: 'react-aria-components',
  message: 'Use the wrappers in src/ui: react-aria-components is imported only there.',
};
/** Every actor reports to the QA inspector: screens run machines through screens/shared/use-app-machine.ts. */
const uninspectedMachines = {
  name: '@xstate/react',
  importNames: ['useMachine', 'useActorRef'],
  message:
    'Use useAppMachine / useAppActorRef (screens/shared/use-app-machine.ts), so the QA inspector sees the actor.',
};
/** The app runs React Router in declarative mode: these need its data router, which the app does not create. */
const dataRouterOnly = [
  {
    name: 'react-router',
    importNames: [
      'createBrowserRouter',
      'createMemoryRouter',
      'RouterProvider',
      'ScrollRestoration',
      'useBlocker',
      'usePrompt',
      'useRouteError',
      'useLoaderData',
      'useActionData',
      'useFetcher',
      'useNavigation',
      'Form',
    ],
    message:
      'Data-router only (docs/architecture.md, "The router"): use app-router.tsx, scroll-restoration.tsx or useNavigationBlocker.',
  },
  { name: 'react-router/dom', message: 'Data-router only (docs/architecture.md, "The router").' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'coverage/',
      'public/',
      'data/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
      'bench/.cache/',
      'src/contract/openapi.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] } },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...srcZones, ...screenZones, sharedScreenZone, ...serverZones] },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { paths: [reactAriaOutsideUi, uninspectedMachines, ...dataRouterOnly] }],
      // A leading underscore marks a binding kept on purpose (a rest sibling that drops a field, an unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region must take the focus so the keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Tests reach across the layers on purpose (fixtures, the real app, the browser database); the layers are for code.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'src/test/**', 'server/test/**', 'e2e/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // Journeys take `test` from e2e/support/test.ts, which applies the CPU throttling of `npm run test:stress`.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            reactAriaOutsideUi,
            { name: '@playwright/test', importNames: ['test'], message: "Import `test` from './support/test'." },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The QA tool's own machines (the replay player) are not recorded: they would fill the very log they show.
    files: ['src/qa/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [reactAriaOutsideUi, ...dataRouterOnly] }] },
  },
  {
    files: ['src/screens/shared/use-app-machine.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [reactAriaOutsideUi, ...dataRouterOnly] }] },
  },
  {
    // Machines are pure: no React, no network. Their effects are actors the app provides.
    files: ['src/machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            reactAriaOutsideUi,
            { name: 'react', message: 'Machines hold no React.' },
            { name: '@xstate/react', message: 'Machines hold no React.' },
            { name: 'openapi-fetch', message: 'Machines do not fetch: provide an actor.' },
          ],
        },
      ],
    },
  },
  {
    // The model is pure rules shared with the server: it imports nothing of ours but the contract's types.
    files: ['src/model/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!contract/)', message: 'The model imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);

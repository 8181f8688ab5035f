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
 * What each part of src may import (besides itself): app → qa → features → kit → (platform, ui) → i18n → kernel, and
 * `contract`, the generated types, under everything. The server may reach into src only for kernel and contract,
 * and for the order statuses' names in i18n.
 */
const SRC_LAYERS = {
  contract: [],
  kernel: ['contract'],
  i18n: ['kernel', 'contract'],
  ui: ['kernel', 'i18n', 'contract'],
  platform: ['kernel', 'i18n', 'contract'],
  kit: ['platform', 'ui', 'kernel', 'i18n', 'contract'],
  features: ['kit', 'platform', 'ui', 'kernel', 'i18n', 'contract'],
  // The QA inspector reads the features' machines and the browser store; only app loads it, and only in QA mode.
  qa: ['features', 'kit', 'platform', 'ui', 'kernel', 'i18n', 'contract'],
  app: ['features', 'qa', 'kit', 'platform', 'ui', 'kernel', 'i18n', 'contract'],
};

/**
 * Inside src/platform: the browser database knows nothing above it; the HTTP client persists through it; the router
 * and machine pieces stand alone. `app-config.ts` (build settings) is open to all of them.
 */
const PLATFORM_PARTS = { db: [], http: ['db'], router: [], machines: [] };

/**
 * The browser database's transport (requests, replies, the tabs' election and channel) knows no store: the cart and
 * the query cache plug into it through its after-commit and after-rebuild hooks, never the other way round.
 */
const DB_TRANSPORT = [
  'db-client.ts',
  'tab-coordinator.ts',
  'tab-leadership.ts',
  'channel-relay.ts',
  'leader-worker.ts',
  'pending-requests.ts',
  'after-commit.ts',
];
const dbTransportZone = {
  target: DB_TRANSPORT.map((file) => `./src/platform/db/${file}`),
  from: './src/platform/db/stores',
  message: 'The database transport knows no store: a store plugs in through afterCommit and afterRebuild.',
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

const platformZones = Object.entries(PLATFORM_PARTS).map(([part, allowed]) => ({
  target: `./src/platform/${part}`,
  from: './src/platform',
  except: [part, ...allowed, 'app-config.ts'].map((name) => `./${name}`),
  message: `platform/${part} may import only ${[part, ...allowed, 'app-config'].join(', ')} of the platform.`,
}));

/** A feature uses another only through what that one's index.ts exports; its other files are the feature's own. */
const features = dirs('src/features');
const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `features/${feature} may use features/${other} only through its index.ts.`,
    })),
);

const serverZones = [
  {
    target: './server',
    from: './src',
    // The order statuses' names are copy both sides print; the rest of i18n is the SPA's.
    except: ['./kernel', './contract', './i18n/order-status.ts'],
    message: 'The server may import only src/kernel, src/contract and src/i18n/order-status.ts.',
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
/** Every actor reports to the QA inspector: features run machines through platform/machines/use-app-machine.ts. */
const uninspectedMachines = {
  name: '@xstate/react',
  importNames: ['useMachine', 'useActorRef'],
  message:
    'Use useAppMachine / useAppActorRef (platform/machines/use-app-machine.ts), so the QA inspector sees the actor.',
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
        { zones: [...srcZones, ...platformZones, dbTransportZone, ...featureZones, ...serverZones] },
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
    files: ['src/platform/machines/use-app-machine.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [reactAriaOutsideUi, ...dataRouterOnly] }] },
  },
  {
    // Machines are pure: no React, no network. Their effects are actors the app provides.
    files: [
      'src/**/*.machine.ts',
      'src/platform/machines/{failures,not-provided}.ts',
      'src/features/cart/cart-{regions,view}.ts',
    ],
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
          patterns: [
            {
              regex: '(-api|/platform/(http|db)/.*)$',
              message: 'Machines do not fetch or render: provide an actor.',
            },
          ],
        },
      ],
    },
  },
  {
    // The kernel is pure rules shared with the server: it imports nothing of ours but the contract's types.
    files: ['src/kernel/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!contract/)', message: 'The kernel imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);

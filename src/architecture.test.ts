import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layout is held by the lint rules of eslint.config.js, which `npm test` runs over every file. These cases prove
 * the rules are live: each import below breaks the layout and must be reported at the place it is written.
 * Type information is switched off, so the snippets need not exist on disk; the imported files do.
 */
const ROOT = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

async function problemsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const BREAKS: [string, string, string, RegExp][] = [
  [
    'the model imports nothing of ours',
    'src/model/x.ts',
    "import { pl } from '../i18n/pl';",
    /src\/model may import only/,
  ],
  [
    'machines do not reach the api',
    'src/machines/x.ts',
    "import { client } from '../api/client';",
    /src\/machines may/,
  ],
  ['machines hold no React', 'src/machines/x.ts', "import { useState } from 'react';", /Machines hold no React/],
  ['machines do not fetch', 'src/machines/x.ts', "import createClient from 'openapi-fetch';", /Machines do not fetch/],
  [
    'ui knows no screen',
    'src/ui/x.tsx',
    "import { DomainListScreen } from '../screens/domains/domain-list-screen';",
    /src\/ui may/,
  ],
  ['ui does not call the api', 'src/ui/x.tsx', "import { client } from '../api/client';", /src\/ui may/],
  [
    'the api layer knows no screen',
    'src/api/x.ts',
    "import { AppConfig } from '../screens/shared/app-config';",
    /src\/api may/,
  ],
  ['the browser store stays below the api', 'src/db/x.ts', "import { client } from '../api/client';", /src\/db may/],
  [
    'screens reach the store only through the api',
    'src/screens/x.tsx',
    "import { MIGRATIONS } from '../db/migrations';",
    /src\/screens may/,
  ],
  [
    'a screen area does not import another area',
    'src/screens/portals/x.tsx',
    "import { DomainListScreen } from '../domains/domain-list-screen';",
    /screens\/portals may import only itself and screens\/shared/,
  ],
  [
    'screens/shared imports no area',
    'src/screens/shared/x.tsx',
    "import { DomainListScreen } from '../domains/domain-list-screen';",
    /screens\/shared may not import a screen area/,
  ],
  [
    'react-aria-components is used only through src/ui',
    'src/screens/domains/x.tsx',
    "import { Button } from 'react-aria-components';",
    /imported only there/,
  ],
  [
    'screens run machines through the inspected hooks',
    'src/screens/domains/x.tsx',
    "import { useMachine } from '@xstate/react';",
    /so the QA inspector sees the actor/,
  ],
  [
    'a screen does not load the QA inspector',
    'src/screens/domains/x.tsx',
    "import { redact } from '../../qa/redact';",
    /src\/screens may import only/,
  ],
  [
    'the server takes nothing from src but model and contract',
    'server/x.ts',
    "import { pl } from '../src/i18n/pl';",
    /only src\/model and src\/contract/,
  ],
  [
    'services do not know HTTP',
    'server/services/x.ts',
    "import { notFound } from '../http/errors';",
    /server\/services may import only/,
  ],
  [
    'the seed uses no services',
    'server/db/seed/x.ts',
    "import { listDomains } from '../../services/domains';",
    /server\/db may import only/,
  ],
];

// The first lint loads the plugins and the resolver; a busy machine may take several seconds over it.
describe('the lint rules that hold the layout', { timeout: 60_000 }, () => {
  it.each(BREAKS)('%s', async (_, file, code, expected) => {
    expect(await problemsOf(file, code)).toContainEqual(expect.stringMatching(expected));
  });

  it('let the allowed direction through: a screen may use ui, api, machines, model and i18n', async () => {
    const code = [
      "import { Button } from '../../ui/button';",
      "import { useDomains } from '../../api/domains';",
      "import { cartMachine } from '../../machines/cart.machine';",
      "import { pl } from '../../i18n/pl';",
      "import { appConfig } from '../shared/app-config';",
    ].join('\n');
    const problems = await problemsOf('src/screens/domains/x.tsx', code);
    expect(problems.filter((p) => /no-restricted/.test(p))).toEqual([]);
  });
});

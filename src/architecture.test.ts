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
    'the kernel imports nothing of ours',
    'src/kernel/x.ts',
    "import { pl } from '../i18n/pl';",
    /src\/kernel may import only/,
  ],
  [
    'machines do not reach the api',
    'src/features/cart/x.machine.ts',
    "import { useDomains } from '../catalogue/domains/domains-api';",
    /Machines do not fetch/,
  ],
  [
    'machines do not reach the HTTP client',
    'src/features/cart/x.machine.ts',
    "import { createApi } from '../../platform/http/client';",
    /Machines do not fetch/,
  ],
  [
    'machines hold no React',
    'src/features/cart/x.machine.ts',
    "import { useState } from 'react';",
    /Machines hold no React/,
  ],
  [
    'machines do not fetch',
    'src/features/cart/x.machine.ts',
    "import createClient from 'openapi-fetch';",
    /Machines do not fetch/,
  ],
  [
    'ui knows no feature',
    'src/ui/x.tsx',
    "import { DomainListScreen } from '../features/catalogue/domains/domain-list-screen';",
    /src\/ui may/,
  ],
  ['ui does not call the api', 'src/ui/x.tsx', "import { createApi } from '../platform/http/client';", /src\/ui may/],
  [
    'the platform knows no feature',
    'src/platform/http/x.ts',
    "import { useAuth } from '../../features/auth';",
    /src\/platform may/,
  ],
  [
    'the browser database stays below the HTTP client',
    'src/platform/db/x.ts',
    "import { createApi } from '../http/client';",
    /platform\/db may import only/,
  ],
  [
    'the browser database transport knows no store',
    'src/platform/db/db-client.ts',
    "import { backUpCart } from './stores/cart/cart-backup';",
    /transport knows no store/,
  ],
  ['the kit knows no feature', 'src/kit/lists/x.tsx', "import { useAuth } from '../../features/auth';", /src\/kit may/],
  [
    'a feature uses another only through its index',
    'src/features/catalogue/x.tsx',
    "import { CartPanel } from '../cart/cart-panel';",
    /features\/catalogue may use features\/cart only through its index.ts/,
  ],
  [
    'react-aria-components is used only through src/ui',
    'src/features/catalogue/x.tsx',
    "import { Button } from 'react-aria-components';",
    /imported only there/,
  ],
  [
    'features run machines through the inspected hooks',
    'src/features/catalogue/x.tsx',
    "import { useMachine } from '@xstate/react';",
    /so the QA inspector sees the actor/,
  ],
  [
    'a feature does not load the QA inspector',
    'src/features/catalogue/x.tsx',
    "import { redact } from '../../qa/redact';",
    /src\/features may import only/,
  ],
  [
    "the server takes nothing from src but kernel, contract and the order statuses' names",
    'server/x.ts',
    "import { pl } from '../src/i18n/pl';",
    /only src\/kernel, src\/contract and src\/i18n\/order-status/,
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

  it('let the allowed direction through: a feature may use ui, kit, platform, kernel, i18n and other indexes', async () => {
    const code = [
      "import { Button } from '../../../ui/button';",
      "import { PagedTable } from '../../../kit/lists/paged-table';",
      "import { appConfig } from '../../../platform/app-config';",
      "import { pl } from '../../../i18n/pl';",
      "import { withVat } from '../../../kernel/vat';",
      "import { useCart } from '../../cart';",
      "import { useDomains } from './domains-api';",
    ].join('\n');
    const problems = await problemsOf('src/features/catalogue/domains/x.tsx', code);
    expect(problems.filter((p) => /no-restricted/.test(p))).toEqual([]);
  });

  it('let the server print the order statuses by their Polish names', async () => {
    const code = [
      "import { ORDER_STATUS_LABELS } from '../../src/i18n/order-status';",
      "import { formatMoney } from '../../src/kernel/polish';",
    ].join('\n');
    const problems = await problemsOf('server/mail/x.ts', code);
    expect(problems.filter((p) => /no-restricted/.test(p))).toEqual([]);
  });
});

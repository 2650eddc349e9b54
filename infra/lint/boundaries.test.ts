// The lint gate's boundaries, checked through ESLint's Node API with the repository's own config:
// each snippet is linted as if it lived at the given path, and each deliberate crossing must fail
// with the rule that guards it (so `npm run lint` fails on it too).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

const ROOT = path.resolve(__dirname, '../..');
// eslint.config.cjs is the array `npm run lint` uses; handing it over directly spares ESLint a
// dynamic import() of the config file, which Jest's module sandbox does not support.
const config = require('../../eslint.config.cjs') as Linter.Config[];

// ignore: false so that the cycle fixture (ignored by the repository lint) can be linted here.
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config, ignore: false });

interface TFinding {
  rule: string | null;
  message: string;
}

async function lint(file: string, code: string): Promise<TFinding[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

/** Lints one import line and expects exactly one finding of `rule` whose message contains `says`. */
async function expectRefused(file: string, importLine: string, rule: string, says: string) {
  const findings = await lint(file, `${importLine}\nexport const used = [x];\n`);
  expect(findings).toEqual([{ rule, message: expect.stringContaining(says) }]);
}

async function expectAllowed(file: string, importLine: string) {
  expect(await lint(file, `${importLine}\nexport const used = [x];\n`)).toEqual([]);
}

describe('remotes', () => {
  it('never import a router: they navigate through usePlatform().nav', async () => {
    await expectRefused('mfe-home/src/x.ts', "import * as x from 'wouter';", 'tessera/boundaries', 'a remote never imports a router');
    await expectRefused('mfe-home/src/x.ts', "import * as x from 'wouter/use-browser-location';", 'tessera/boundaries', 'a remote never imports a router');
    await expectRefused('mfe-games/src/x.ts', "import * as x from 'react-router';", 'tessera/boundaries', 'a remote never imports a router');
    await expectAllowed('shell/src/x.ts', "import * as x from 'wouter/use-browser-location';");
  });

  it('never import the shell, by path or by name', async () => {
    await expectRefused('mfe-games/src/x.ts', "import * as x from '../../shell/src/index';", 'tessera/boundaries', 'a remote never imports the shell');
    await expectRefused('mfe-games/src/x.ts', "import * as x from '@tessera/shell';", 'tessera/boundaries', 'a remote never imports the shell');
  });

  it('never import another remote, in any form of import', async () => {
    const another = 'a remote never imports another remote';
    await expectRefused('mfe-games/src/x.ts', "import * as x from '@tessera/mfe-home';", 'tessera/boundaries', another);
    await expectRefused('mfe-games/src/x.ts', "import { locales as x } from '../../mfe-home/src/locales';", 'tessera/boundaries', another);
    await expectRefused('mfe-games/src/x.ts', "export { locales as x } from '@tessera/mfe-home/src/locales';", 'tessera/boundaries', another);
    await expectRefused('mfe-games/src/x.ts', "const x = () => import('@tessera/mfe-lottery');", 'tessera/boundaries', another);
    await expectRefused('mfe-games/src/x.test.ts', "jest.mock('../../mfe-member/src/remote'); const x = 1;", 'tessera/boundaries', another);
  });

  it('take the contract, the SDK and ui-kit by name, never by path', async () => {
    await expectAllowed('mfe-games/src/x.ts', "import { PATHS as x } from '@tessera/contract';");
    await expectAllowed('mfe-games/src/x.ts', "import { hotGames as x } from '@tessera/contract/api';");
    await expectAllowed('mfe-games/src/x.ts', "import { useT as x } from '@tessera/platform-sdk';");
    await expectAllowed('mfe-games/src/x.ts', "import { Button as x } from '@tessera/ui-kit';");
    await expectRefused(
      'mfe-games/src/x.ts',
      "import { PATHS as x } from '../../shared-contracts/src/paths';",
      'tessera/boundaries',
      "reaches into shared-contracts's files",
    );
    await expectRefused(
      'mfe-games/src/x.ts',
      "import { PATHS as x } from '@tessera/contract/src/paths';",
      'tessera/boundaries',
      'is not a door of @tessera/contract',
    );
    await expectRefused('mfe-games/src/x.ts', "import { sampleStatus as x } from '@tessera/contract/fixtures';", 'tessera/boundaries', 'tests only');
  });

  it('use the contract-test kit in tests only', async () => {
    await expectAllowed('mfe-games/src/remote.test.tsx', "import { createTestPlatform as x } from '@tessera/platform-sdk/testing';");
    await expectRefused('mfe-games/src/x.ts', "import { createTestPlatform as x } from '@tessera/platform-sdk/testing';", 'tessera/boundaries', 'tests only');
  });

  it('build their rspack config with the federation factory, which their browser code never loads', async () => {
    await expectAllowed('mfe-games/rspack.config.ts', "import { createAppConfig as x } from '@tessera/federation';");
    await expectRefused(
      'mfe-games/src/x.ts',
      "import { createAppConfig as x } from '@tessera/federation';",
      'tessera/boundaries',
      'browser code may not import @tessera/federation',
    );
  });
});

describe('the shell', () => {
  it('never imports a remote', async () => {
    await expectRefused('shell/src/x.ts', "import * as x from '@tessera/mfe-home';", 'tessera/boundaries', 'the shell never imports a remote');
  });
});

describe('the layers: contract ← ui-kit ← platform-sdk ← apps', () => {
  it('import no app and nothing above them', async () => {
    const under = 'sits under every app';
    await expectRefused('shared-contracts/src/x.ts', "import * as x from '@tessera/shell';", 'tessera/boundaries', under);
    await expectRefused('shared-contracts/src/x.ts', "import * as x from '../../shell/src/index';", 'tessera/boundaries', under);
    await expectRefused('shared-contracts/src/x.ts', "import * as x from '@tessera/ui-kit';", 'tessera/boundaries', under);
    await expectRefused('shared-contracts/src/x.ts', "import * as x from '@tessera/platform-sdk';", 'tessera/boundaries', under);
    await expectRefused('ui-kit/src/x.ts', "import * as x from '@tessera/platform-sdk';", 'tessera/boundaries', under);
    await expectRefused('ui-kit/src/x.ts', "import * as x from '@tessera/mfe-games';", 'tessera/boundaries', under);
    await expectRefused('ui-kit/src/x.ts', "import * as x from '@tessera/api';", 'tessera/boundaries', under);
    await expectRefused('platform-sdk/src/x.ts', "import * as x from '@tessera/shell';", 'tessera/boundaries', under);
    await expectAllowed('ui-kit/src/x.ts', "import { TIMING_MS as x } from '@tessera/contract';");
    await expectAllowed('platform-sdk/src/x.ts', "import { Button as x } from '@tessera/ui-kit';");
    await expectAllowed('platform-sdk/src/x.ts', "import { TIMING_MS as x } from '@tessera/contract';");
  });

  it("the contract imports no React (the API and a team's server install it)", async () => {
    const reactFree = '@tessera/contract is React-free';
    await expectRefused('shared-contracts/src/x.ts', "import * as x from 'react';", 'tessera/boundaries', reactFree);
    await expectRefused('shared-contracts/src/x.ts', "import type { ComponentType as x } from 'react';", 'tessera/boundaries', reactFree);
    await expectRefused('shared-contracts/src/x.ts', "import * as x from '@tanstack/react-query';", 'tessera/boundaries', reactFree);
    await expectRefused('shared-contracts/src/x.ts', "import * as x from 'i18next';", 'tessera/boundaries', reactFree);
    await expectAllowed('shared-contracts/src/x.ts', "import * as x from 'zod/v4/mini';");
    await expectAllowed('platform-sdk/src/x.ts', "import * as x from 'react';");
  });
});

describe('the operator console (browser code in infra/ops/src/console)', () => {
  it('builds on React, ui-kit and the contracts like the shell, while the ops CLI beside it stays Node code', async () => {
    await expectAllowed('infra/ops/src/console/x.tsx', "import * as x from 'react';");
    await expectAllowed('infra/ops/src/console/x.tsx', "import * as x from '@tessera/ui-kit';");
    await expectRefused('infra/ops/src/console/x.tsx', "import * as x from '@tessera/mfe-home';", 'tessera/boundaries', 'browser code may not import');
    await expectRefused('infra/ops/src/x.ts', "import * as x from 'react';", 'tessera/boundaries', 'Node code never loads React');
  });
});

describe('the API (Node code)', () => {
  it('never loads React or browser code', async () => {
    await expectRefused('infra/api/src/x.ts', "import * as x from 'react';", 'tessera/boundaries', 'Node code never loads React');
    await expectRefused('infra/api/src/x.ts', "import * as x from 'react-dom/server';", 'tessera/boundaries', 'Node code never loads React');
    await expectRefused('infra/api/src/x.ts', "import * as x from 'wouter';", 'tessera/boundaries', 'Node code never loads React');
    await expectRefused('infra/api/src/x.ts', "import * as x from '@tessera/ui-kit';", 'tessera/boundaries', 'never imports browser code');
    await expectRefused(
      'infra/api/src/x.test.ts',
      "import { locales as x } from '../../../mfe-games/src/locales';",
      'tessera/boundaries',
      'never imports browser code',
    );
  });

  it('takes the contract (React-free, every door) and never the SDK', async () => {
    await expectRefused('infra/api/src/x.ts', "import { usePlatform as x } from '@tessera/platform-sdk';", 'tessera/boundaries', 'never imports browser code');
    await expectRefused(
      'infra/api/src/x.ts',
      "import { useApiQuery as x } from '@tessera/platform-sdk/data';",
      'tessera/boundaries',
      'never imports browser code',
    );
    await expectAllowed('infra/api/src/x.ts', "import { PATHS as x } from '@tessera/contract';");
    await expectAllowed('infra/api/src/x.ts', "import { MENU_ENTRIES as x } from '@tessera/contract/api';");
    await expectAllowed('infra/api/src/x.ts', "import { ZRegistry as x } from '@tessera/contract/schemas';");
    await expectAllowed('infra/api/src/x.test.ts', "import { sampleStatus as x } from '@tessera/contract/fixtures';");
    await expectRefused('infra/api/src/x.ts', "import { sampleStatus as x } from '@tessera/contract/fixtures';", 'tessera/boundaries', 'tests only');
  });

  it('and neither does other Node code (e2e, tooling), nor does it reach into sources', async () => {
    await expectRefused(
      'e2e/tests/support.ts',
      "import { encryptLoginBody as x } from '../../shared-contracts/src/crypto/loginEncryption';",
      'tessera/boundaries',
      "reaches into shared-contracts's files",
    );
    await expectRefused(
      'infra/federation/src/x.ts',
      "import { usePlatform as x } from '@tessera/platform-sdk';",
      'tessera/boundaries',
      'never imports browser code',
    );
  });
});

describe('feature folders', () => {
  it("are entered through their index.ts: another feature's internals are refused", async () => {
    await expectRefused(
      'mfe-games/src/features/a/x.ts',
      "import { Thing as x } from '../b/components/Thing';",
      'tessera/feature-door',
      "feature 'mfe-games/src/features/b'",
    );
    await expectRefused(
      'mfe-games/src/pages/GameListPage.tsx',
      "import { useThing as x } from '../features/b/hooks';",
      'tessera/feature-door',
      "its door ('../features/b'",
    );
  });

  it('through the door, or from inside, are fine', async () => {
    await expectAllowed('mfe-games/src/features/a/x.ts', "import { Thing as x } from '../b';");
    await expectAllowed('mfe-games/src/features/a/x.ts', "import { Thing as x } from '../b/index';");
    await expectAllowed('mfe-games/src/features/a/components/List.tsx', "import { useThing as x } from '../hooks';");
    await expectAllowed('mfe-games/src/pages/GameListPage.tsx', "import { GameList as x } from '../features/gameList';");
  });
});

describe('cycles', () => {
  it('are refused (a.ts → b.ts → a.ts)', async () => {
    const file = 'infra/lint/fixtures/cycle/a.ts';
    const findings = await lint(file, readFileSync(path.join(ROOT, file), 'utf8'));
    expect(findings).toEqual([{ rule: 'import-x/no-cycle', message: expect.stringContaining('Dependency cycle') }]);
  });

  it('closed by a dynamic import() are allowed (the lazy half runs after both modules loaded)', async () => {
    const file = 'infra/lint/fixtures/lazy-cycle/a.ts';
    expect(await lint(file, readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });
});

it('a component that keeps to every rule lints clean', async () => {
  const code = `import { useState } from 'react';
import { useNav, useT } from '@tessera/platform-sdk';
import { Button } from '@tessera/ui-kit';
import { useGameList } from '../api';

export function GameList({ category }: { category: string }) {
  const nav = useNav();
  const t = useT('games');
  const [page, setPage] = useState(1);
  const games = useGameList({ category, page });
  return (
    <section aria-label={t('list.title')}>
      <ul>
        {games.map((g) => (
          <li key={g.id}>
            <Button onClick={() => nav.go(g.path)}>{g.name}</Button>
          </li>
        ))}
      </ul>
      <Button onClick={() => setPage(page + 1)}>{t('list.more')}</Button>
    </section>
  );
}
`;
  expect(await lint('mfe-games/src/features/gameList/components/GameList.tsx', code)).toEqual([]);
});

it('hooks and accessibility rules apply to React code', async () => {
  const code = `import { useEffect, useState } from 'react';

export function Bad({ on, id }: { on: boolean; id: string }) {
  if (on) useState(0);
  useEffect(() => console.log(id), []);
  return <img src="/x.png" />;
}
`;
  const rules = (await lint('mfe-games/src/features/a/components/Bad.tsx', code)).map((f) => f.rule);
  expect(rules).toEqual(expect.arrayContaining(['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps', 'jsx-a11y/alt-text']));
});

it("lets a test's probe component hand a hook's value out, and only a test", async () => {
  const code = `import { usePlatform, type TPlatform } from '@tessera/platform-sdk';

let platform: TPlatform | undefined;
export function Probe() {
  platform = usePlatform();
  return null;
}
export const read = () => platform;
`;
  expect(await lint('shell/src/layout/Probe.test.tsx', code)).toEqual([]);
  expect((await lint('shell/src/layout/Probe.tsx', code)).map((f) => f.rule)).toEqual(['no-restricted-imports', 'react-hooks/globals']);
});

it('the shell and the remotes read the narrow hooks, not the usePlatform() facade (tests may)', async () => {
  const line = "import { usePlatform as x } from '@tessera/platform-sdk';";
  await expectRefused('mfe-games/src/x.ts', line, 'no-restricted-imports', 'usePlatform() re-renders on every change');
  await expectRefused('shell/src/x.ts', line, 'no-restricted-imports', 'usePlatform() re-renders on every change');
  await expectAllowed('mfe-games/src/x.test.ts', line);
  await expectAllowed('mfe-games/src/x.ts', "import { useWallet as x } from '@tessera/platform-sdk';");
});

// Dates, times and numbers in the app's language, never the browser's (issue 28): the lint gate
// refuses toLocale*String(), Intl formatters without a locale and a Date's own text in app code.
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

const ROOT = path.resolve(__dirname, '../..');
const config = require('../../eslint.config.cjs') as Linter.Config[];
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config, ignore: false });

async function findings(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

const refused = [
  'export const a = (d: Date) => d.toLocaleString();',
  "export const a = (d: Date) => d.toLocaleDateString('pt');",
  'export const a = (d: Date) => d.toLocaleTimeString();',
  'export const a = (n: number) => n.toLocaleString();',
  'export const a = new Intl.NumberFormat();',
  'export const a = new Intl.DateTimeFormat(undefined, { dateStyle: "short" });',
  'export const a = Intl.DateTimeFormat();',
  'export const a = new Date().toString();',
];

test.each(['shell/src/x.ts', 'mfe-wallet/src/x.tsx', 'ui-kit/src/x.ts', 'platform-sdk/src/x.ts'])(
  'app code in %s cannot format in the browser language',
  async (file) => {
    for (const code of refused) expect({ code, rules: await findings(file, code) }).toEqual({ code, rules: ['no-restricted-syntax'] });
  },
);

test("formatting with the app's language tag is allowed, and tests may use anything", async () => {
  expect(await findings('mfe-home/src/x.ts', 'export const a = (tag: string) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });')).toEqual([]);
  expect(await findings('mfe-home/src/x.test.ts', 'export const a = (d: Date) => d.toLocaleString();')).toEqual([]);
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { callsTable } from './callsTable';
import { createTestApp, type TTestApp } from './testkit';

// infra/api/README.md lists every call; the list is generated (callsTable.ts), and this keeps it
// true: the README holds today's table, and the table names exactly the routed calls.

const README = join(__dirname, '..', 'README.md');
const START = '<!-- calls:start -->';
const END = '<!-- calls:end -->';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("the README's table of calls is the generated one (run `npx tsx infra/api/src/callsTable.ts` and paste it)", () => {
  const text = readFileSync(README, 'utf8');
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  expect([from > 0, to > from]).toEqual([true, true]);
  expect(text.slice(from + START.length, to).trim()).toBe(callsTable());
});

it('the table names every routed call once, and nothing unrouted', () => {
  const listed = [...callsTable().matchAll(/^\| (\w+) \| /gm)].map((m) => m[1]).filter((n) => n !== 'call');
  const routed = t.app.apiRoutes.map((r) => r.endpoint.name);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual([...new Set(routed)].sort());
});

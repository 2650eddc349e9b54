import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from '@redocly/openapi-core';
import { createTestApp, type TTestApp } from './testkit';

// The published document (GET /api/openapi.json) passes a maintained linter, Redocly's
// `recommended` ruleset, so integrators' generators take it as it is. One rule is raised from off
// to error: a required property that no `properties` defines breaks generated types. A failure
// names the rule and the JSON pointer: fix the generator (openapi.ts) or the descriptor.
// no-ambiguous-paths included: no path template may match another path's literal URL (a path
// parameter where another path has a word, e.g. `/deposit/{orderNo}/promo` against
// `/deposit/orders/{orderNo}`); a generator or a gateway routes such a URL either way. Rename the path.

let t: TTestApp;
let text: string;
beforeAll(async () => {
  t = await createTestApp();
  text = (await t.app.inject({ url: '/api/openapi.json' })).body;
});
afterAll(async () => {
  await t.close();
});

async function lint(source: string): Promise<{ rule: string; line: string }[]> {
  const config = await createConfig({ extends: ['recommended'], rules: { 'no-required-schema-properties-undefined': 'error' } });
  const problems = await lintDocument({
    document: makeDocumentFromString(source, '/openapi.json'),
    externalRefResolver: new BaseResolver(),
    config: config.styleguide,
  });
  return problems.map((p) => ({ rule: p.ruleId, line: `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}` }));
}

it("passes Redocly's recommended rules: no error, no warning", async () => {
  const problems = await lint(text);
  expect(problems.map((p) => p.line)).toEqual([]);
});

it('the linter fails a document that breaks the rules (it can fail)', async () => {
  const doc = JSON.parse(text) as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const status = doc.paths['/api/v1/status']?.get;
  if (!status) throw new Error('no GET /api/v1/status');
  delete status.security;
  status.responses = { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: ['nope'] } } } } };
  // The promotion path as it was: `{orderNo}` = "orders" matches /api/v1/deposit/orders/{orderNo}.
  const promo = doc.paths['/api/v1/deposit/orders/{orderNo}/promo'];
  if (!promo) throw new Error('no /api/v1/deposit/orders/{orderNo}/promo');
  doc.paths['/api/v1/deposit/{orderNo}/promo'] = promo;
  const rules = (await lint(JSON.stringify(doc))).map((p) => p.rule);
  expect(rules).toEqual(expect.arrayContaining(['security-defined', 'no-required-schema-properties-undefined', 'no-ambiguous-paths']));
});

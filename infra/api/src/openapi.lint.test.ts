import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from '@redocly/openapi-core';
import { createTestApp, type TTestApp } from './testkit';

// The published document (GET /api/openapi.json) passes a maintained linter, Redocly's
// `recommended` ruleset, so integrators' generators take it as it is. One rule is raised from off
// to error: a required property that no `properties` defines breaks generated types. A failure
// names the rule and the JSON pointer: fix the generator (openapi.ts) or the descriptor.

/**
 * Known, reported, and to be removed by renaming the paths (descriptors of the deposits and
 * agents areas, which the remotes, the ops CLI and e2e call): each pair can match the same URL by
 * its template alone (`{orderNo}` = "orders", `{memberId}` = "salary-applications"), although the
 * parameters' patterns never let the server confuse them. The test fails when one is fixed (take
 * it out) or a new one appears.
 */
const KNOWN_AMBIGUOUS_PATHS = [
  '/api/v1/deposit/orders/{orderNo} | /api/v1/deposit/{orderNo}/promo',
  '/api/admin/agents/{memberId}/contracts | /api/admin/agents/salary-applications/{id}',
  '/api/admin/agents/salary-applications/{id} | /api/admin/agents/{memberId}/quotas',
];

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

const ambiguousPair = (line: string) => [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]).join(' | ');

it("passes Redocly's recommended rules: no error, no warning", async () => {
  const problems = await lint(text);
  expect(problems.filter((p) => p.rule !== 'no-ambiguous-paths').map((p) => p.line)).toEqual([]);
  expect(problems.filter((p) => p.rule === 'no-ambiguous-paths').map((p) => ambiguousPair(p.line))).toEqual(KNOWN_AMBIGUOUS_PATHS);
});

it('the linter fails a document that breaks the rules (it can fail)', async () => {
  const doc = JSON.parse(text) as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const status = doc.paths['/api/v1/status']?.get;
  if (!status) throw new Error('no GET /api/v1/status');
  delete status.security;
  status.responses = { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: ['nope'] } } } } };
  const rules = (await lint(JSON.stringify(doc))).map((p) => p.rule);
  expect(rules).toEqual(expect.arrayContaining(['security-defined', 'no-required-schema-properties-undefined']));
});

import { transformSync } from '@swc/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/v4/mini';
import { REPO_ROOT } from './shared';

const transform = require('../loaders/browserDescriptors.cjs') as (source: string) => string;
const API_DIR = join(REPO_ROOT, 'shared-contracts', 'src', 'api');
const files = readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('browser descriptors loader', () => {
  it('leaves a schema the same: __tesseraCheck(z.X(…), …) validates as z.X(…).check(…)', () => {
    const out = transform("import * as z from 'zod/v4/mini';\nreturn z.object({ s: z.string().check(z.maxLength(3)), n: z.coerce.number().check(z.int()) });");
    expect(out).toContain("import { checkChain as __tesseraCheck } from './checkChain';");
    const body = out.replace(/^import .*$/gm, '');
    const build = new Function('z', '__tesseraCheck', body) as (zod: unknown, check: unknown) => { safeParse(v: unknown): { success: boolean } };
    // shared-contracts/src/api/checkChain.ts's function (another package's file: not imported from here).
    const schema = build(z, (schema: { check(...checks: unknown[]): unknown }, ...checks: unknown[]) => schema.check(...checks));
    expect(schema.safeParse({ s: 'abc', n: '12' }).success).toBe(true);
    expect(schema.safeParse({ s: 'abcd', n: '12' }).success).toBe(false);
    expect(schema.safeParse({ s: 'abc', n: '1.5' }).success).toBe(false);
  });

  it('refuses a .check() chain in a module that does not import zod as z (the helper import goes beside it)', () => {
    expect(() => transform('export const A = z.string().check(z.maxLength(3));')).toThrow(/zod\/v4\/mini/);
  });

  it.each(files)('%s still compiles, with every summary emptied', (file) => {
    const source = readFileSync(join(API_DIR, file), 'utf8');
    const out = transform(source);
    expect(() => transformSync(out, { filename: file, jsc: { parser: { syntax: 'typescript' } } })).not.toThrow();
    expect(out).not.toMatch(/\bsummary:\s*(?!'')['"`]/);
  });

  it('marks schema constructors and descriptors pure, and nothing else', () => {
    const out = transform(
      [
        "import * as z from 'zod/v4/mini';",
        'export const ZA = z.object({ id: z.number(), s: z.string().check(z.maxLength(3)) });',
        "export const a = defineEndpoint({ name: 'a', summary: 'Reads `a` ' + 'and more', response: ZA });",
        'export const LIMIT = 20;',
        'const n = z.optional(z.coerce.number().check(z.int(), z.gte(1)));',
        'export function f(x: string) { return check(x); }',
      ].join('\n'),
    );
    expect(out).toContain(
      'export const ZA = /*#__PURE__*/ z.object({ id: /*#__PURE__*/ z.number(), s: /*#__PURE__*/ __tesseraCheck(/*#__PURE__*/ z.string(), /*#__PURE__*/ z.maxLength(3)) });',
    );
    // The chain's helper, imported once beside zod.
    expect(out.match(/import \{ checkChain as __tesseraCheck \}/g)).toHaveLength(1);
    expect(out).toContain("export const a = /*#__PURE__*/ defineEndpoint({ name: 'a', summary: '', response: ZA });");
    expect(out).toContain('export const LIMIT = 20;');
    expect(out).toContain(
      'const n = /*#__PURE__*/ z.optional(/*#__PURE__*/ __tesseraCheck(/*#__PURE__*/ z.coerce.number(), /*#__PURE__*/ z.int(), /*#__PURE__*/ z.gte(1)));',
    );
    expect(out).toContain('return check(x);');
  });
});

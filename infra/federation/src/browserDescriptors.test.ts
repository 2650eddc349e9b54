import { transformSync } from '@swc/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './shared';

const transform = require('../loaders/browserDescriptors.cjs') as (source: string) => string;
const API_DIR = join(REPO_ROOT, 'shared-contracts', 'src', 'api');
const files = readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('browser descriptors loader', () => {
  it.each(files)('%s still compiles, with every summary emptied', (file) => {
    const source = readFileSync(join(API_DIR, file), 'utf8');
    const out = transform(source);
    expect(() => transformSync(out, { filename: file, jsc: { parser: { syntax: 'typescript' } } })).not.toThrow();
    expect(out).not.toMatch(/\bsummary:\s*(?!'')['"`]/);
  });

  it('marks schema constructors and descriptors pure, and nothing else', () => {
    const out = transform(
      [
        'export const ZA = z.object({ id: z.number(), s: z.string().check(z.maxLength(3)) });',
        "export const a = defineEndpoint({ name: 'a', summary: 'Reads `a` ' + 'and more', response: ZA });",
        'export const LIMIT = 20;',
        'export function f(x: string) { return check(x); }',
      ].join('\n'),
    );
    expect(out).toContain(
      'export const ZA = /*#__PURE__*/ z.object({ id: /*#__PURE__*/ z.number(), s: /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.maxLength(3)) });',
    );
    expect(out).toContain("export const a = /*#__PURE__*/ defineEndpoint({ name: 'a', summary: '', response: ZA });");
    expect(out).toContain('export const LIMIT = 20;');
    expect(out).toContain('return check(x);');
  });
});

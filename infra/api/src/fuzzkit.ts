// Test helper (used by *.test.ts only): seeded, deterministic generation of bad requests for an
// endpoint descriptor. No fuzzing package: a small PRNG and a schema-aware mutator are enough to
// reach every validation branch, and a failing case is reproduced by its seed and index.
import type { TEndpoint } from '@tessera/contract/api';
import { descriptorJsonSchema, type TJsonSchema } from './lib/jsonSchema';
import { mulberry32, type TRng } from './lib/random';

export type { TRng };

export function createRng(seed: number): TRng {
  return mulberry32(seed);
}

const pick = <T>(rng: TRng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const chance = (rng: TRng, p: number) => rng() < p;

export const ONE_MB = 1024 * 1024;
const HUGE_QUERY_VALUE = 20_000;

/** Strings that have broken other systems: injections, control characters, odd Unicode. */
export const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  '1; DROP TABLE merchants; --',
  "admin'--",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '🎰💸'.repeat(50),
  '\r\nSet-Cookie: x=1',
  '%00%0d%0a',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'x'.repeat(5000),
];

export const NASTY_NUMBERS = [-1, 0, -0, 0.5, 1.5, -2147483649, 2147483648, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, Number.MIN_VALUE];

const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, '', 'text', [], [1, 'a'], {}, { a: 1 }];

/** Text for a query or path value that should never be accepted as it is. */
export const NASTY_QUERY_VALUES = [
  '',
  '-1',
  '0',
  '-99999999999999999999',
  '99999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  '1.5',
  'true',
  '%00',
  '%E0%A4%A',
  '%FF%FE',
  '%C3%28',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%201%3D1--",
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(2000),
];

/** Nested arrays (or objects) `depth` levels deep, as JSON text (kept under the body limit). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A value that plausibly satisfies a JSON schema (the starting point for mutations). */
export function plausible(schema: TJsonSchema | undefined, rng: TRng, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return pick(rng, schema.enum);
  const alternatives = (schema.anyOf ?? schema.oneOf) as TJsonSchema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length) return plausible(pick(rng, alternatives), rng, depth + 1);
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = (schema.properties ?? {}) as Record<string, TJsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      for (const [key, property] of Object.entries(properties)) if (required.has(key) || chance(rng, 0.5)) out[key] = plausible(property, rng, depth + 1);
      const names = schema.propertyNames as TJsonSchema | undefined;
      if (names && Array.isArray(names.enum)) out[String(pick(rng, names.enum))] = plausible(schema.additionalProperties as TJsonSchema, rng, depth + 1);
      return out;
    }
    case 'array':
      return [plausible(schema.items as TJsonSchema, rng, depth + 1)];
    case 'string': {
      const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null;
      const candidates = ['demo', 'acme', 'games', '1.0.0', '1', 'abc', 'A-1', 'text'];
      return (pattern ? candidates.find((c) => pattern.test(c)) : undefined) ?? pick(rng, candidates);
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return chance(rng, 0.5);
    case 'null':
      return null;
    default:
      return 'x';
  }
}

type TBody = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string | Buffer };

/** JSON text of `obj` with `key` set to a raw JSON `literal` (which JSON.stringify could not write). */
function withLiteral(obj: Record<string, unknown> | null, key: string, literal: string): string {
  const rest = { ...obj };
  delete rest[key];
  const head = JSON.stringify(rest).slice(0, -1);
  return `${head}${head.length > 1 ? ',' : ''}${JSON.stringify(key)}:${literal}}`;
}

/** One mutation of a plausible body: wrong types, missing or unknown fields, huge or nasty values. */
function mutateBody(schema: TJsonSchema | undefined, rng: TRng): { body: TBody; what: string } {
  const base = plausible(schema, rng);
  const obj = base !== null && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : null;
  const keys = obj ? Object.keys(obj) : [];
  const someKey = () => (keys.length ? pick(rng, keys) : 'field');
  switch (Math.floor(rng() * 14)) {
    case 0: {
      const key = someKey();
      const value = pick(rng, WRONG_TYPES);
      return { body: { kind: 'json', value: { ...obj, [key]: value } }, what: `wrong type ${key}=${JSON.stringify(value)}` };
    }
    case 1: {
      const key = someKey();
      const rest = { ...obj };
      delete rest[key];
      return { body: { kind: 'json', value: rest }, what: `missing ${key}` };
    }
    case 2: {
      const key = pick(rng, ['extra', '__proto__', 'constructor', 'prototype', 'toString', '$where', '']);
      const text = JSON.stringify(obj ?? {})
        .replace(/^\{/, `{${JSON.stringify(key)}:{"polluted":true},`)
        .replace(/,\}$/, '}');
      return { body: { kind: 'raw', text }, what: `unknown field ${key}` };
    }
    case 3: {
      const key = someKey();
      const size = pick(rng, [ONE_MB, 60 * 1024]);
      return { body: { kind: 'json', value: { ...obj, [key]: 'x'.repeat(size) } }, what: `${size}-byte string in ${key}` };
    }
    case 4: {
      const kind = pick(rng, ['array', 'object'] as const);
      const depth = pick(rng, [100, 5000, 12000]);
      const inner = deepJson(depth, kind);
      const text = obj && chance(rng, 0.5) ? withLiteral(obj, someKey(), inner) : inner;
      return { body: { kind: 'raw', text }, what: `${depth}-deep ${kind}` };
    }
    case 5:
      return { body: { kind: 'json', value: pick(rng, [[], [obj], [1, 2, 3], 'text', 42, true, null]) }, what: 'not an object' };
    case 6: {
      const key = someKey();
      const value = pick(rng, NASTY_STRINGS);
      return { body: { kind: 'json', value: { ...obj, [key]: value } }, what: `nasty string in ${key}` };
    }
    case 7: {
      const key = someKey();
      const value = pick(rng, NASTY_NUMBERS);
      return { body: { kind: 'json', value: { ...obj, [key]: value } }, what: `number ${value} in ${key}` };
    }
    case 8: {
      const key = someKey();
      const literal = pick(rng, ['1e400', '-1e400', '1' + '0'.repeat(400), '-0.0e-999']);
      const text = withLiteral(obj, key, literal);
      return { body: { kind: 'raw', text }, what: `number literal ${literal.slice(0, 12)} in ${key}` };
    }
    case 9: {
      const bytes = pick(rng, [
        [0xc3, 0x28],
        [0xff, 0xfe],
        [0xed, 0xa0, 0x80],
        [0xf4, 0x90, 0x80, 0x80],
        [0xc0, 0xaf],
      ]);
      const prefix = Buffer.from(`{"${someKey()}":"`);
      return { body: { kind: 'raw', text: Buffer.concat([prefix, Buffer.from(bytes), Buffer.from('"}')]) }, what: `invalid UTF-8 ${bytes.join(',')}` };
    }
    case 10:
      return {
        body: { kind: 'raw', text: pick(rng, ['', ' ', '{', '}', '{"a":}', '{"a":1,}', "{'a':1}", 'nul', '\ufeff{}', '{"a":1}{"b":2}', '[]]']) },
        what: 'broken JSON',
      };
    case 11: {
      const key = someKey();
      return { body: { kind: 'json', value: { ...obj, [key]: pick(rng, [{ nested: obj }, [obj], [[[]]], { $gt: '' }]) } }, what: `structure in ${key}` };
    }
    case 12: {
      const many: Record<string, unknown> = { ...obj };
      for (let i = 0; i < 5000; i += 1) many[`k${i}`] = i;
      return { body: { kind: 'json', value: many }, what: '5000 unknown fields' };
    }
    default:
      return { body: { kind: 'json', value: obj ?? base }, what: 'plausible body' };
  }
}

export interface TFuzzCase {
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface TFuzzAuth {
  label: string;
  headers: Record<string, string>;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '',
];

const BAD_PATH_VALUES = [
  '%00',
  '%E0%A4%A',
  '%FF',
  '..%2F..',
  '%2e%2e',
  'DEMO',
  '-1',
  '99999999999999999999',
  '%3Cscript%3E',
  "'%20OR%201=1",
  'a'.repeat(300),
  '%20',
  '%F0%9F%8E%B0',
];

/** Fills the path's `:params`: mostly plausible values, sometimes a bad one. */
function fillPath(endpoint: TEndpoint, rng: TRng, params: TJsonSchema | undefined): { path: string; what: string } {
  const properties = (params?.properties ?? {}) as Record<string, TJsonSchema>;
  const notes: string[] = [];
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    if (chance(rng, 0.3)) {
      const bad = pick(rng, BAD_PATH_VALUES);
      notes.push(`${name}=${bad.slice(0, 20)}`);
      return bad;
    }
    return encodeURIComponent(String(plausible(properties[name], rng)));
  });
  return { path, what: notes.length ? `bad path ${notes.join(' ')}` : '' };
}

/** A query string: mostly plausible, with bad values, repeated keys, brackets or unknown keys mixed in. */
function fuzzQuery(rng: TRng, query: TJsonSchema | undefined): { qs: string; what: string } {
  const properties = Object.keys((query?.properties ?? {}) as object);
  const names = [...properties, 'merchant', 'page', 'pageNo', 'pageSize', '__proto__', 'constructor[prototype][x]'];
  const parts: string[] = [];
  const notes: string[] = [];
  const count = Math.floor(rng() * 4);
  for (let i = 0; i < count; i += 1) {
    const name = pick(rng, names);
    const form = Math.floor(rng() * 5);
    // Over HTTP, Node refuses a request line past 16 KB (431) before the app sees it: 20 KB is
    // the largest query worth sending often (the fixed cases send one of 1 MB per route).
    const value = form === 4 ? 'x'.repeat(HUGE_QUERY_VALUE) : pick(rng, NASTY_QUERY_VALUES);
    if (form === 1) parts.push(`${name}=${value}`, `${name}=${value}`);
    else if (form === 2) parts.push(`${name}[]=${value}`);
    else if (form === 3) parts.push(`${name}[a]=${value}`);
    else parts.push(`${encodeURIComponent(name)}=${value}`);
    notes.push(`${name}#${form}=${value.slice(0, 16)}`);
  }
  if (chance(rng, 0.05)) parts.push('&&==&');
  return { qs: parts.length ? `?${parts.join('&')}` : '', what: notes.length ? `query ${notes.join(' ')}` : '' };
}

/**
 * `count` bad requests for one endpoint, deterministic for (seed, endpoint). Each mixes a body
 * mutation (for calls with a body), a query, path parameters, a content type, auth and odd headers.
 */
export function badRequests(endpoint: TEndpoint, seed: number, count: number, auths: readonly TFuzzAuth[]): TFuzzCase[] {
  let h = seed >>> 0;
  for (const c of `${endpoint.method} ${endpoint.path}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  const rng = createRng(h);
  const body = endpoint.body ? descriptorJsonSchema(endpoint.body, 'input') : undefined;
  const query = endpoint.query ? descriptorJsonSchema(endpoint.query, 'input') : undefined;
  const params = endpoint.params ? descriptorJsonSchema(endpoint.params, 'input') : undefined;
  const cases: TFuzzCase[] = [];
  for (let i = 0; i < count; i += 1) {
    const notes: string[] = [];
    const auth = pick(rng, auths);
    const headers: Record<string, string> = { ...auth.headers };
    notes.push(`auth:${auth.label}`);
    const filled = fillPath(endpoint, rng, params);
    const q = fuzzQuery(rng, query);
    if (filled.what) notes.push(filled.what);
    if (q.what) notes.push(q.what);

    // Mostly the descriptor's method; sometimes another one (405 / 404 paths).
    const method = chance(rng, 0.08) ? pick(rng, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) : endpoint.method;
    let payload: string | Buffer | undefined;
    if (method !== 'GET' || chance(rng, 0.2)) {
      const mutated = mutateBody(body, rng);
      notes.push(mutated.what);
      payload = mutated.body.kind === 'json' ? (JSON.stringify(mutated.body.value) ?? '') : mutated.body.text;
      const contentType = chance(rng, 0.6) ? 'application/json' : pick(rng, CONTENT_TYPES);
      if (contentType) headers['content-type'] = contentType;
      notes.push(`ct:${contentType || 'none'}`);
    }
    if (chance(rng, 0.1)) headers['x-merchant'] = pick(rng, ['nobody', 'DEMO', 'x'.repeat(5000), "demo' OR 1=1", '']);
    if (chance(rng, 0.1)) headers.cookie = pick(rng, ['tessera_merchant=%00', 'tessera_cid=../../x; tessera_merchant=acme', '=;=;;', `a=${'b'.repeat(8000)}`]);
    if (chance(rng, 0.1)) headers['idempotency-key'] = pick(rng, ['', ' ', 'x'.repeat(5000), '<script>', '00000000-0000-0000-0000-000000000000']);
    if (chance(rng, 0.05)) headers['content-encoding'] = pick(rng, ['gzip', 'br', 'bogus']);
    if (chance(rng, 0.3)) headers['accept-encoding'] = pick(rng, ['gzip', 'br', 'identity;q=0', '*;q=0', 'bogus']);
    if (chance(rng, 0.05)) headers.accept = pick(rng, ['text/html', 'application/xml', '*/*']);
    cases.push({ what: notes.join(' | '), method, url: `${filled.path}${q.qs}`, headers, ...(payload !== undefined ? { payload } : {}) });
  }
  return cases;
}

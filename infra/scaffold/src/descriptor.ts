// What the generator needs to know of the call a new feature reads: that it is a GET descriptor
// of @tessera/contract/api, what input it takes, and where its list and each item's id and
// label are, so the written code is typed against the real response instead of a placeholder.
import * as api from '@tessera/contract/api';
import type { TEndpoint } from '@tessera/contract/api';
import { ScaffoldError } from './edit';

/** Field names tried, in order, for an item's id and its visible label. */
const ID_FIELDS = ['id', 'nodeId', 'code', 'key', 'orderNo', 'gameId', 'memberId'];
const LABEL_FIELDS = ['name', 'title', 'label', 'gameName', 'nickname', 'account', 'content'];

interface TZodLike {
  _zod: { def: { type: string; shape?: Record<string, TZodLike>; element?: TZodLike }; optin?: string };
  safeParse?(v: unknown): { success: boolean };
}

export interface TListCall {
  /** The descriptor's export name (= its operation name), e.g. gameList. */
  name: string;
  /** Source of the input a page passes when it has nothing to narrow: `{}` or `{ query: {} }`. */
  input: string;
  /** Source mapping the response `value` to the feature's items, e.g. `value.games.map(...)`. */
  toItems: string;
  /** Who may call it (the page's route should ask for at least that much). */
  auth: TEndpoint['auth'];
}

function isEndpoint(v: unknown): v is TEndpoint {
  return typeof v === 'object' && v !== null && typeof (v as TEndpoint).method === 'string' && typeof (v as TEndpoint).path === 'string' && 'response' in v;
}

const zodType = (s: TZodLike | undefined) => s?._zod.def.type;
const isRequired = (s: TZodLike) => s._zod.optin !== 'optional' && zodType(s) !== 'nullable' && zodType(s) !== 'optional';

/** Where the list is: the response itself, or its first property that is an array of objects. */
function findList(response: TZodLike): { access: string; element: TZodLike } | undefined {
  if (zodType(response) === 'array' && response._zod.def.element) return { access: 'value', element: response._zod.def.element };
  for (const [key, field] of Object.entries(response._zod.def.shape ?? {})) {
    const el = field._zod.def.element;
    if (zodType(field) === 'array' && el && zodType(el) === 'object') return { access: `value.${key}`, element: el };
  }
  return undefined;
}

/** GET descriptors a generated feature can read (no path parameters, nothing required in the query, a list in the answer). */
export function listCalls(): TListCall[] {
  return Object.entries(api)
    .filter(([, v]) => isEndpoint(v))
    .map(([name]) => describe(name, false))
    .filter((c): c is TListCall => c !== undefined);
}

export function describe(name: string, explain: true): TListCall;
export function describe(name: string, explain: false): TListCall | undefined;
export function describe(name: string, explain: boolean): TListCall | undefined {
  const fail = (why: string) => {
    if (!explain) return undefined;
    const fits = listCalls().map((c) => c.name);
    throw new ScaffoldError(`--endpoint ${name}: ${why}. Descriptors a generated feature can read: ${fits.join(', ')}`);
  };
  const e = (api as Record<string, unknown>)[name];
  if (!isEndpoint(e) || e.name !== name) return fail('no such descriptor in @tessera/contract/api');
  if (e.auth === 'admin') return fail('it is an operator call (bearer ADMIN_TOKEN), not one a remote makes');
  if (e.method !== 'GET') return fail(`it is a ${e.method}: a feature reads with a GET and changes things with useApiMutation, which you add by hand`);
  if (e.params) return fail('it takes path parameters, which the generator cannot guess');
  const query = e.query as TZodLike | undefined;
  if (query && !query.safeParse?.({}).success) return fail('its query has required fields, which the generator cannot guess');
  const list = findList(e.response as TZodLike);
  if (!list) return fail('its answer has no list to show');
  const fields = list.element._zod.def.shape ?? {};
  const pick = (names: string[], types: string[]) =>
    names.find((n) => fields[n] !== undefined && isRequired(fields[n]!) && types.includes(zodType(fields[n]) ?? ''));
  const id = pick(ID_FIELDS, ['string', 'number']);
  const label = pick(LABEL_FIELDS, ['string']) ?? Object.keys(fields).find((n) => isRequired(fields[n]!) && zodType(fields[n]) === 'string');
  if (!label) return fail('its items have no text field to show');
  const idSource = id ? `String(item.${id})` : 'String(i)';
  const params = id ? '(item)' : '(item, i)';
  return {
    name,
    input: query ? '{ query: {} }' : '{}',
    toItems: `${list.access}.map(${params} => ({ id: ${idSource}, label: item.${label} }))`,
    auth: e.auth,
  };
}

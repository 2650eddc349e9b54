/**
 * `schema.check(...checks)` as a plain function, for browser builds only: infra/federation's
 * browserDescriptors loader rewrites a `.check()` chain on a zod constructor into a pure-marked call of this, so the
 * schemas a bundle does not use (and zod with them) drop out of it. A method call on a pure call is
 * not pure to the minifier; a call of an imported function marked pure is. Server and tests never call it.
 */
export function checkChain<T extends { check(...checks: never[]): T }>(schema: T, ...checks: Parameters<T['check']>): T {
  return schema.check(...checks);
}

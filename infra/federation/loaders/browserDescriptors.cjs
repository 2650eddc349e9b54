// Browser builds of the API descriptors (shared-contracts/src/api/*.ts), before swc:
// - `summary` strings are emptied: they document the API (OpenAPI, the server) and no screen reads them;
// - schema constructors (`z.*(…)`, `defineEndpoint(…)`) are marked /*#__PURE__*/, so the minifier drops
//   the descriptors and schemas a remote does not use (a call is kept otherwise, even when unused);
// - `z.string(…).check(…)` chains become `__tesseraCheck(z.string(…), …)`, a pure-marked call of
//   ./checkChain's function imported beside zod: a method call on a pure call is not pure to the minifier
//   (once the bundler has rewritten `z.string` into `(0, m.string)`, the mark stays on the inner call), so
//   every such schema, used or not, was kept, and with it zod in every first visit that imports any
//   constant of the module. (A helper defined in the module itself was inlined by the minifier and lost
//   its mark.)
// The server and the tests compile the same files untouched.
const STRING = '(?:\'(?:[^\'\\\\\\n]|\\\\.)*\'|"(?:[^"\\\\\\n]|\\\\.)*"|`(?:[^`\\\\]|\\\\.)*`)';
const SUMMARY = new RegExp(`(\\bsummary:\\s*)(${STRING}(?:\\s*\\+\\s*${STRING})*)(?=\\s*,)`, 'g');
const PURE_CALL = /(?<![\w$.])((?:z\.(?:coerce\.)?[A-Za-z]+|defineEndpoint|__tesseraCheck)\s*\()/g;
const CHECK_CHAIN = /(?<![\w$.])(z\.(?:coerce\.)?[A-Za-z]+\([^()]*\))\.check\(/g;
const ZOD_IMPORT = /^(import \* as z from (['"])zod\/v4\/mini\2;?)$/m;
const TOP_CONST = /^((?:export )?const [A-Za-z_$][\w$]*(?:\s*:\s*[^=\n]+)? = )(?=[A-Za-z_$][\w$.]*\s*\()/gm;

module.exports = function browserDescriptors(source) {
  const chained = source.replace(CHECK_CHAIN, '__tesseraCheck($1, ');
  const out = chained.replace(SUMMARY, "$1''").replace(PURE_CALL, '/*#__PURE__*/ $1').replace(TOP_CONST, '$1/*#__PURE__*/ ');
  if (chained === source) return out;
  if (!ZOD_IMPORT.test(out)) throw new Error('browserDescriptors: a .check() chain in a module without `import * as z from "zod/v4/mini"`');
  return out.replace(ZOD_IMPORT, "$1\nimport { checkChain as __tesseraCheck } from './checkChain';");
};
module.exports.transform = module.exports;

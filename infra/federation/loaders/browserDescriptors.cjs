// Browser builds of the API descriptors (shared-contracts/src/api/*.ts), before swc:
// - `summary` strings are emptied: they document the API (OpenAPI, the server) and no screen reads them;
// - schema constructors (`z.*(…)`, `defineEndpoint(…)`) are marked /*#__PURE__*/, so the minifier drops
//   the descriptors and schemas a remote does not use (a call is kept otherwise, even when unused).
// The server and the tests compile the same files untouched.
const STRING = '(?:\'(?:[^\'\\\\\\n]|\\\\.)*\'|"(?:[^"\\\\\\n]|\\\\.)*"|`(?:[^`\\\\]|\\\\.)*`)';
const SUMMARY = new RegExp(`(\\bsummary:\\s*)(${STRING}(?:\\s*\\+\\s*${STRING})*)(?=\\s*,)`, 'g');
const PURE_CALL = /(^|[^\w$.])((?:z\.[A-Za-z]+|defineEndpoint)\s*\()/g;
const TOP_CONST = /^((?:export )?const [A-Za-z_$][\w$]*(?:\s*:\s*[^=\n]+)? = )(?=[A-Za-z_$][\w$.]*\s*\()/gm;

module.exports = function browserDescriptors(source) {
  return source.replace(SUMMARY, "$1''").replace(PURE_CALL, '$1/*#__PURE__*/ $2').replace(TOP_CONST, '$1/*#__PURE__*/ ');
};
module.exports.transform = module.exports;

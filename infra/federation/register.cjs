// Minimal TypeScript require hook (swc) for the build CLI.
// Not tsx: tsx compiles with esbuild's keepNames, which rewrites @rspack/core's federation runtime
// template (a function rspack serialises with toString) to call an undefined `__name` in the browser.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

// A remote's module the CLI requires for its data (locales, routes) may import a feature that
// imports its stylesheet: CSS is the bundler's business, nothing to run here.
require.extensions['.css'] = () => {};

for (const ext of ['.ts', '.tsx']) {
  require.extensions[ext] = (module, filename) => {
    const { code } = transformSync(readFileSync(filename, 'utf8'), {
      filename,
      sourceMaps: 'inline',
      jsc: { parser: { syntax: 'typescript', tsx: ext === '.tsx' }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
      module: { type: 'commonjs' },
    });
    module._compile(code, filename);
  };
}

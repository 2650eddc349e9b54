#!/usr/bin/env node
// `tessera-remote build`: builds the remote in the current folder (src/remoteCli.ts). TypeScript
// (the remote's rspack.config.ts, routes.ts, locales.ts) is compiled on require by register.cjs.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

require('../register.cjs');
process.env.TESSERA_REMOTE_CLI = '1';
const built = join(__dirname, '..', 'dist', 'cjs', 'remoteCli.js');
require(existsSync(built) ? built : join(__dirname, '..', 'src', 'remoteCli.ts'));

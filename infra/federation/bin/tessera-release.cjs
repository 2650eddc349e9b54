#!/usr/bin/env node
// `tessera-release [--server URL] [--token T] [--dir <built folder>]`: builds the remote in the
// current folder, runs its contract test and uploads the version to a running server with a team
// release credential (src/upload.ts; docs/decisions/release-credentials.md).
const { existsSync } = require('node:fs');
const { join } = require('node:path');

require('../register.cjs');
process.env.TESSERA_RELEASE_CLI = '1';
const built = join(__dirname, '..', 'dist', 'cjs', 'upload.js');
require(existsSync(built) ? built : join(__dirname, '..', 'src', 'upload.ts'));

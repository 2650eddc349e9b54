import { spawn } from 'node:child_process';
import { REPO_ROOT } from './util';

/** Runs `npm run <script>` at the repository root (build or build:mono); throws with the output's tail when it fails. */
export function buildProduction(script: 'build' | 'build:mono' = 'build'): Promise<number> {
  const started = Date.now();
  return new Promise((resolveBuild, reject) => {
    const child = spawn('npm', ['run', script], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) return resolveBuild(Date.now() - started);
      const tail = Buffer.concat(chunks).toString('utf8').split('\n').slice(-40).join('\n');
      reject(new Error(`npm run ${script} failed (${signal ?? `exit ${code}`}):\n${tail}`));
    });
  });
}

import { Worker } from 'node:worker_threads';
import { freePort } from './util';

/**
 * The bare Fastify baseline: GET / → {"hello":"world"}, in this process but on its own worker
 * thread. On the main thread it would share one event loop with autocannon's client, which halves
 * its figure and flatters every ratio; on a worker it gets a JS thread of its own, like the real
 * server (a separate process) does.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Fastify = require(workerData.fastifyPath);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: workerData.port, host: '127.0.0.1' }).then(
  () => parentPort.postMessage({ ready: true }),
  (err) => parentPort.postMessage({ error: String(err && err.stack || err) }),
);
parentPort.on('message', (m) => {
  if (m === 'stop') app.close().then(() => parentPort.postMessage({ closed: true }));
});
`;

export interface THelloWorld {
  baseUrl: string;
  fastifyVersion: string;
  stop(): Promise<void>;
}

export async function startHelloWorld(): Promise<THelloWorld> {
  const port = await freePort();
  const fastifyPath = require.resolve('fastify');
  const fastifyVersion = (require('fastify/package.json') as { version: string }).version;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { port, fastifyPath } });
  await new Promise<void>((resolveReady, reject) => {
    const onMessage = (m: { ready?: boolean; error?: string }) => {
      if (m.ready) resolveReady();
      else if (m.error) reject(new Error(`hello-world server failed: ${m.error}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`hello-world worker exited (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    fastifyVersion,
    async stop() {
      const closed = new Promise<void>((r) => worker.on('message', (m: { closed?: boolean }) => m.closed && r()));
      worker.postMessage('stop');
      await Promise.race([closed, new Promise<void>((r) => setTimeout(r, 2_000))]);
      await worker.terminate();
    },
  };
}

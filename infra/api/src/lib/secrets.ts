import { randomBytes } from 'node:crypto';

const generated = new Map<string, Buffer>();

/**
 * An HMAC key from the environment variable `name` (checked at start by config.ts), or, when it is
 * unset, 32 random bytes made once per process: a development setup then works, with a key nobody
 * else knows (signatures verify only in this process). Never logged, never stored.
 */
export function envOrProcessSecret(name: string, env: NodeJS.ProcessEnv = process.env): string | Buffer {
  const configured = env[name]?.trim();
  if (configured) return configured;
  let secret = generated.get(name);
  if (!secret) {
    secret = randomBytes(32);
    generated.set(name, secret);
  }
  return secret;
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The shell's own files the page loads before its first render: what the built index.html references under /assets/. */
export function shellPrecache(shellDir: string): string[] {
  const html = readFileSync(join(shellDir, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
  return [...new Set(urls)].sort();
}

/** A version that changes whenever a precached file does (their names are content hashes; the offline page's are not). */
export function precacheVersion(shellDir: string, precache: readonly string[]): string {
  const hash = createHash('sha256').update(precache.join('\n'));
  for (const file of ['offline.html', 'offline.css', 'offline.js']) {
    const path = join(shellDir, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 12);
}

// The repository explains itself only if its links lead somewhere: every relative link in its
// Markdown must name a file or folder inside the repository (and a heading there, with #anchor).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', '.data', 'bench-results', 'test-results', 'playwright-report', 'coverage']);

/** The Markdown files whose links are checked: the root README and ARCHITECTURE, docs/, and every package's README. */
export function markdownFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir)) {
      if (SKIP_DIRS.has(e)) continue;
      const p = join(dir, e);
      if (statSync(p).isDirectory()) walk(p);
      else if (e.endsWith('.md')) out.push(p);
    }
  };
  walk(root);
  return out.sort();
}

/** Text outside fenced code blocks. */
function withoutFences(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** Text outside fenced code blocks and inline code, where a link is a link. */
function prose(text: string): string {
  return withoutFences(text).replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_~]|<[^>]+>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown file offers: its headings' slugs (numbered when repeated) and explicit ids. */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of withoutFences(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const m of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) out.add(m[1]!);
  return out;
}

/** Every link target written in the file: inline links and images, and reference definitions. */
export function linkTargets(text: string): string[] {
  const p = prose(text);
  const inline = [...p.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const refs = [...p.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]!);
  return [...inline, ...refs];
}

/** Why each relative link of `file` leads nowhere (empty when all resolve inside `root`). */
export function brokenLinks(root: string, file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const problems: string[] = [];
  for (const target of linkTargets(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
    const [pathPart = '', anchor] = target.split('#', 2) as [string, string | undefined];
    const dest = pathPart === '' ? file : resolve(dirname(file), decodeURIComponent(pathPart));
    const where = `${relative(root, file)}: ${target}`;
    if (dest !== resolve(root) && !dest.startsWith(resolve(root) + sep)) {
      problems.push(`${where} leaves the repository`);
      continue;
    }
    if (!existsSync(dest)) {
      problems.push(`${where} names nothing (${relative(root, dest)})`);
      continue;
    }
    if (anchor && dest.endsWith('.md') && !anchors(readFileSync(dest, 'utf8')).has(anchor)) {
      problems.push(`${where}: ${relative(root, dest)} has no heading #${anchor}`);
    }
  }
  return problems;
}

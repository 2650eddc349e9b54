import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { anchors, brokenLinks, markdownFiles, slug } from './links';
import { REPO_ROOT } from './generate';

describe("the repository's Markdown", () => {
  const files = markdownFiles(REPO_ROOT);

  test('covers README.md, ARCHITECTURE.md and docs/', () => {
    const names = files.map((f) => relative(REPO_ROOT, f));
    expect(names).toEqual(expect.arrayContaining(['README.md', 'ARCHITECTURE.md', 'docs/decisions/remote-inside.md']));
  });

  test.each(files.map((f) => [relative(REPO_ROOT, f), f]))('%s links only to files and headings inside the repository', (_, file) => {
    expect(brokenLinks(REPO_ROOT, file)).toEqual([]);
  });
});

describe('the link check', () => {
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'tessera-links-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs', 'a.md'), '# A title\n\n## Calls (all of them)\n\n## Calls (all of them)\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function check(markdown: string): string[] {
    writeFileSync(join(root, 'README.md'), markdown);
    return brokenLinks(root, join(root, 'README.md'));
  }

  test('accepts files, folders, headings and outside web addresses', () => {
    expect(
      check(
        '[a](docs/a.md) [dir](docs/) [h](docs/a.md#calls-all-of-them) [h2](docs/a.md#calls-all-of-them-1) [self](#top) <a id="top"></a> [w](https://example.com/x)',
      ),
    ).toEqual([]);
  });

  test('reports a missing file, a missing heading and a link out of the repository', () => {
    expect(check('[x](docs/b.md)\n\n[y](docs/a.md#nope)\n\n[z](../shared/ARCHITECTURE.md)\n\n[r]: ./missing.md')).toEqual([
      'README.md: docs/b.md names nothing (docs/b.md)',
      'README.md: docs/a.md#nope: docs/a.md has no heading #nope',
      'README.md: ../shared/ARCHITECTURE.md leaves the repository',
      'README.md: ./missing.md names nothing (missing.md)',
    ]);
  });

  test('ignores links inside code', () => {
    expect(check('```md\n[x](nowhere.md)\n```\n\nand `[y](nowhere.md)`')).toEqual([]);
  });

  test('makes anchors the way GitHub does', () => {
    expect(slug('How to add a remote')).toBe('how-to-add-a-remote');
    expect(slug('`usePlatform()`: the surface')).toBe('useplatform-the-surface');
    expect([...anchors('# One\n## One\n## The surface (`usePlatform()`)\n```sh\n# not a heading\n```\n<a name="x"></a>')]).toEqual([
      'one',
      'one-1',
      'the-surface-useplatform',
      'x',
    ]);
  });
});

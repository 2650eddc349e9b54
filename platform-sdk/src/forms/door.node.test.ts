import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The forms door is not a shared singleton: each app bundles it. Anything it takes from the rest of
// the SDK must come through the SDK's shared root door ('@tessera/platform-sdk'); a relative import
// ('../platform') would bundle a second copy of the platform's contexts into the app, whose hooks
// then find no provider ("must be used inside the shell") — seen once on the member and wallet remotes.
it('imports the rest of the SDK by its package name only', () => {
  const dir = __dirname;
  const offenders = readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .filter((f) => /from '\.\.\//.test(readFileSync(join(dir, f), 'utf8')));
  expect(offenders).toEqual([]);
});

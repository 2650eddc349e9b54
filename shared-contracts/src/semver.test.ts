import { compareVersions, isSemver, preReleaseOf, satisfies } from './semver';

test.each([
  ['1.0.0', '^1', true],
  ['1.4.2', '^1.2', true],
  ['1.1.9', '^1.2', false],
  ['2.0.0', '^1', false],
  ['1.2.3', '^1.2.3', true],
  ['1.2.2', '^1.2.3', false],
  ['1.2.3', '1.2.3', true],
  ['nope', '^1', false],
])('%s satisfies %s: %s', (version, range, expected) => {
  expect(satisfies(version, range)).toBe(expected);
});

test('versions sort by major, minor, patch', () => {
  expect(['1.10.0', '1.2.0', '0.9.9'].sort(compareVersions)).toEqual(['0.9.9', '1.2.0', '1.10.0']);
  expect(isSemver('1.0')).toBe(false);
});

test("pre-releases sort with semver's precedence, before their release", () => {
  const sorted = ['1.2.0', '1.2.0-rc.1', '1.1.9', '1.2.0-beta.11', '1.2.0-beta.2', '1.2.0-alpha', '1.2.0-alpha.1', '1.2.0-rc.1'].sort(compareVersions);
  expect(sorted).toEqual(['1.1.9', '1.2.0-alpha', '1.2.0-alpha.1', '1.2.0-beta.2', '1.2.0-beta.11', '1.2.0-rc.1', '1.2.0-rc.1', '1.2.0']);
  expect(compareVersions('1.3.0-rc.1', '1.2.0')).toBeGreaterThan(0);
  expect(preReleaseOf('1.2.0')).toEqual([]);
  expect(preReleaseOf('1.2.0-rc.1')).toEqual(['rc', '1']);
});

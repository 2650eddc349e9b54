import { compareVersions, isSemver, satisfies } from './semver';

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

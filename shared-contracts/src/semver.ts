// Just enough semver for the platform contract: exact versions and caret ranges ('^1', '^1.2', '^1.2.3').

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?$/;

export function isSemver(version: string): boolean {
  return VERSION.test(version);
}

function parts(v: string): [number, number, number] | null {
  const m = VERSION.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** True when `version` satisfies `range` ('^MAJOR[.MINOR[.PATCH]]' or an exact version). */
export function satisfies(version: string, range: string): boolean {
  const v = parts(version);
  if (!v) return false;
  if (!range.startsWith('^')) return version === range;
  const r = range.slice(1).split('.').map(Number);
  if (r.length === 0 || r.length > 3 || r.some((n) => !Number.isInteger(n) || n < 0)) return false;
  const [major = 0, minor = 0, patch = 0] = r;
  if (v[0] !== major) return false;
  if (v[1] !== minor) return v[1] > minor;
  return v[2] >= patch;
}

/**
 * Compares two versions for sorting (newest last), with semver's precedence: a pre-release sorts
 * before its release (1.2.0-rc.1 < 1.2.0), and pre-release identifiers compare one by one
 * (numeric ones as numbers and below alphanumeric ones; a longer list wins a tie).
 */
export function compareVersions(a: string, b: string): number {
  const pa = parts(a) ?? [0, 0, 0];
  const pb = parts(b) ?? [0, 0, 0];
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2] || comparePreRelease(preReleaseOf(a), preReleaseOf(b));
}

/** The pre-release identifiers of a version ('1.2.0-rc.1' → ['rc', '1']); none for a release. */
export function preReleaseOf(version: string): string[] {
  const dash = VERSION.test(version) ? version.indexOf('-') : -1;
  return dash < 0 ? [] : version.slice(dash + 1).split('.');
}

function comparePreRelease(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return b.length - a.length;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const x = a[i] as string;
    const y = b[i] as string;
    if (x === y) continue;
    const nx = /^\d+$/.test(x);
    const ny = /^\d+$/.test(y);
    if (nx && ny) return Number(x) - Number(y);
    if (nx !== ny) return nx ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

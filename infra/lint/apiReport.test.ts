import { readFileSync } from 'node:fs';
import { buildReport, REPORTED_PACKAGES, reportPath } from './apiReport';

// The public surface of the platform packages is a reviewed file: a change to an export of the
// contract or the SDK fails here until `npm run api-report` writes the report again (and the diff
// of that file is what a reviewer reads).
describe.each(REPORTED_PACKAGES)('API report of $name', (pkg) => {
  it('is up to date (run `npm run api-report` after changing the surface)', () => {
    expect(buildReport(pkg)).toBe(readFileSync(reportPath(pkg), 'utf8'));
  });
});

import { previewRefusal } from './Previews';

describe('previewRefusal (the console offers a preview link only where the API would issue one)', () => {
  it('refuses contract-failed and platform-mismatched versions, with the reason', () => {
    expect(previewRefusal({ contract: { result: 'failed', detail: 'x' }, compatible: true })).toBe('its contract tests failed');
    expect(previewRefusal({ contract: { result: 'passed', detail: null }, compatible: false })).toBe('it needs another platform');
    expect(previewRefusal({ contract: { result: 'passed', detail: null }, compatible: true })).toBeNull();
    expect(previewRefusal({ contract: { result: 'unknown', detail: null }, compatible: true })).toBeNull();
  });
});

import { auditFilterErrors, auditQuery, EMPTY_AUDIT_FILTER } from './auditQuery';
import { dateError, fromLocalInput, intError, linkError, present, titleError, toLocalInput } from './contentForm';

describe('audit filter form → listAuditLog query', () => {
  it('sends only the filters given, trimmed, under the server names, with the page', () => {
    const q = new URLSearchParams(auditQuery({ ...EMPTY_AUDIT_FILTER, merchant: 'acme', who: ' operator ', what: 'content', from: '2026-01-01' }, 50, 812));
    expect(Object.fromEntries(q)).toEqual({ limit: '50', before: '812', merchant: 'acme', actor: 'operator', action: 'content', from: '2026-01-01' });
    expect(auditQuery(EMPTY_AUDIT_FILTER, 50)).toBe('limit=50');
  });

  it('names a bad value next to its field before asking the server', () => {
    expect(auditFilterErrors(EMPTY_AUDIT_FILTER)).toEqual({});
    expect(auditFilterErrors({ ...EMPTY_AUDIT_FILTER, from: '2026-02-02', to: '2026-02-01' })).toEqual({ from: 'From must not be after To.' });
    expect(Object.keys(auditFilterErrors({ ...EMPTY_AUDIT_FILTER, who: 'a b', what: 'x/y', target: '100%' })).sort()).toEqual(['target', 'what', 'who']);
    expect(auditFilterErrors({ ...EMPTY_AUDIT_FILTER, who: 'operator:console', what: 'merchant.remote', target: 'acme/home' })).toEqual({});
  });
});

describe('content form checks (the API descriptors’ limits)', () => {
  it('title: required, at most 120, no angle brackets', () => {
    expect(titleError('  ')).toBe('Enter a title.');
    expect(titleError('x'.repeat(121))).toMatch(/120/);
    expect(titleError('<b>hi</b>')).toMatch(/</);
    expect(titleError('Weekend bonus')).toBeUndefined();
  });

  it('link: a site path or https only', () => {
    expect(linkError('')).toBeUndefined();
    expect(linkError('/m/activity')).toBeUndefined();
    expect(linkError('https://example.com/x')).toBeUndefined();
    expect(linkError('http://example.com')).toBeDefined();
    expect(linkError('javascript:alert(1)')).toBeDefined();
  });

  it('numbers and dates', () => {
    expect(intError('', 0, 10, true)).toBeUndefined();
    expect(intError('', 0, 10, false)).toBeDefined();
    expect(intError('1.5', 0, 10, false)).toBeDefined();
    expect(intError('11', 0, 10, false)).toBeDefined();
    expect(intError('7', 0, 10, false)).toBeUndefined();
    expect(dateError('', true)).toBeUndefined();
    expect(dateError('', false)).toBeDefined();
    expect(dateError('nonsense', true)).toBeDefined();
    const iso = fromLocalInput(toLocalInput('2026-03-04T05:06:00.000Z'));
    expect(iso).toBe('2026-03-04T05:06:00.000Z');
    expect(present({ a: undefined, b: 'x' })).toEqual({ b: 'x' });
  });
});

import { ApiError, CLIENT_ERROR_CODES, isAbortedCall, isApiError } from './apiError';
import { hasBlobValue, toFormData } from './multipart';

describe('ApiError', () => {
  it('carries code, message and value and is an Error', () => {
    const e = new ApiError('INSUFFICIENT_BALANCE', 'Insufficient balance', { need: '1.00' });
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: 'ApiError', code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance', value: { need: '1.00' } });
    expect(new ApiError('X', 'x').value).toBeNull();
  });

  it('isApiError recognises the class and a same-shaped error from another copy of the module; isAbortedCall only ABORTED', () => {
    const foreign = Object.assign(new Error('m'), { name: 'ApiError', code: 'NETWORK' });
    expect(isApiError(new ApiError('A', 'a'))).toBe(true);
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError({ name: 'ApiError', code: 'X' })).toBe(false);
    expect(isAbortedCall(new ApiError(CLIENT_ERROR_CODES.aborted, 'a'))).toBe(true);
    expect(isAbortedCall(new ApiError('NETWORK', 'n'))).toBe(false);
    expect(isAbortedCall(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('multipart helpers', () => {
  it('hasBlobValue finds a file at the top level or in an array, nothing else', () => {
    const f = new File(['x'], 'a.png');
    expect(hasBlobValue({ a: 1, f })).toBe(true);
    expect(hasBlobValue({ images: [f] })).toBe(true);
    expect(hasBlobValue({ nested: { f } })).toBe(false);
    expect(hasBlobValue({ a: 'x' })).toBe(false);
    expect(hasBlobValue(null)).toBe(false);
    expect(hasBlobValue('text')).toBe(false);
  });

  it('toFormData: repeated parts for arrays, text for numbers and booleans, empty values left out, file names kept', () => {
    const a = new File(['1'], 'a.png');
    const b = new Blob(['2']);
    const form = toFormData({ comment: 'hi', n: 3, yes: true, images: [a, b], none: null, missing: undefined });
    expect(form.get('comment')).toBe('hi');
    expect(form.get('n')).toBe('3');
    expect(form.get('yes')).toBe('true');
    expect(form.getAll('images').map((v) => (v as File).name)).toEqual(['a.png', 'blob']);
    expect(form.has('none')).toBe(false);
    expect(form.has('missing')).toBe(false);
  });
});

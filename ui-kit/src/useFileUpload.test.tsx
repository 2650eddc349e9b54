import { act, renderHook } from '@testing-library/react';
import { useFileUpload } from './useFileUpload';

const MESSAGES = { required: 'Choose a file', type: 'png or jpg only', size: 'At most 5MB' };
const png = () => new File(['png'], 'a.png', { type: 'image/png' });

describe('useFileUpload', () => {
  it('a picked file with a problem gets its message at once; send then sends nothing and says it again', async () => {
    const { result } = renderHook(() => useFileUpload(MESSAGES));
    const run = jest.fn();
    await act(() => result.current.send(run).then(() => undefined));
    expect(result.current.error).toBe('Choose a file');
    act(() => result.current.field.onFileChange(new File(['g'], 'a.gif', { type: 'image/gif' }), 'type'));
    expect(result.current.error).toBe('png or jpg only');
    act(() => result.current.field.onFileChange(png(), 'size'));
    expect(result.current.error).toBe('At most 5MB');
    await act(() => result.current.send(run).then(() => undefined));
    expect(run).not.toHaveBeenCalled();
    expect(result.current.error).toBe('At most 5MB');
  });

  it('sends a good file with its progress, one send at a time, empties the file once done and ignores a late report', async () => {
    const { result } = renderHook(() => useFileUpload(MESSAGES));
    const file = png();
    act(() => result.current.field.onFileChange(file, null));
    let report: (f: number | null) => void = () => undefined;
    let finish: (v: string) => void = () => undefined;
    const run = jest.fn((f: File, onProgress: (fraction: number | null) => void) => {
      report = onProgress;
      return new Promise<string>((r) => (finish = r));
    });
    let pending: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      pending = result.current.send(run);
    });
    expect(run).toHaveBeenCalledWith(file, expect.any(Function));
    expect(result.current).toMatchObject({ sending: true, progress: 0, field: { disabled: true } });
    act(() => report(0.4));
    expect(result.current.progress).toBe(0.4);
    act(() => report(null));
    expect(result.current.progress).toBe(0.4);
    await act(() => result.current.send(run).then(() => undefined));
    expect(run).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish('done');
      expect(await pending).toBe('done');
    });
    expect(result.current).toMatchObject({ sending: false, progress: null, file: null, error: null });
    act(() => report(0.9));
    expect(result.current.progress).toBeNull();
  });

  it('a failed send keeps the file (to try again) and rejects with its error', async () => {
    const { result } = renderHook(() => useFileUpload(MESSAGES));
    const file = png();
    act(() => result.current.field.onFileChange(file, null));
    await act(async () => {
      await expect(result.current.send(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    });
    expect(result.current).toMatchObject({ file, sending: false, progress: null });
  });
});

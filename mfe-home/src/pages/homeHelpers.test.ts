import { renderHook } from '@testing-library/react';
import { useStableHandler } from './homeHelpers';

describe('useStableHandler', () => {
  it('keeps one identity across renders and calls the latest function', () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(({ tag }: { tag: string }) => useStableHandler((x: number) => calls.push(`${tag}${x}`)), {
      initialProps: { tag: 'a' },
    });
    const first = result.current;
    first(1);
    rerender({ tag: 'b' });
    expect(result.current).toBe(first);
    result.current(2);
    expect(calls).toEqual(['a1', 'b2']);
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError, isAbortedCall } from '@tessera/contract';
import { withdraw } from '@tessera/contract/api';
import { SAMPLE_MEMBER } from '@tessera/contract/fixtures';
import { PlatformProvider, type TPlatform } from '../platform';
import { createTestPlatform } from '../testing/createTestPlatform';
import { createApiQueryClient } from './client';
import { DataProvider } from './DataProvider';
import { useIdempotentAction } from './hooks';

const body = { amount: '150.50', bankCardId: 7, paymentPassword: '975310' };

/** useIdempotentAction over `descriptor`, with an API that answers from `answer` and records each call's key. */
function setup(descriptor: typeof withdraw, answer: () => unknown) {
  const keys: string[] = [];
  const platform = createTestPlatform({
    session: SAMPLE_MEMBER,
    api: (async (_endpoint: unknown, _input: unknown, options?: { idempotencyKey?: string }) => {
      keys.push(options?.idempotencyKey ?? '(none)');
      const value = answer();
      if (value instanceof Error) throw value;
      return value;
    }) as TPlatform['api']['call'],
  });
  const client = createApiQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider platform={platform}>
      <DataProvider client={client}>{children}</DataProvider>
    </PlatformProvider>
  );
  const { result } = renderHook(() => useIdempotentAction(descriptor), { wrapper });
  const run = (b: typeof body) => act(() => result.current.run({ body: b }).catch((e: unknown) => e));
  return { keys, run, result };
}

describe('useIdempotentAction', () => {
  it('sends one key per action: the same key for a retry of the same request, a new one when a fingerprint field changes or after a success', async () => {
    let fail = true;
    const { keys, run } = setup(withdraw, () => (fail ? new ApiError('NETWORK', 'offline') : { orderNo: 'W1' }));
    await run(body);
    await run({ ...body, paymentPassword: '000000' }); // not a fingerprint field: the same action
    await run({ ...body, amount: '151.00' }); // another request: another key
    fail = false;
    await run({ ...body, amount: '151.00' }); // the retry that succeeds keeps it
    await run({ ...body, amount: '151.00' }); // after a success, a new action
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[4]).not.toBe(keys[3]);
  });

  it('follows the descriptor’s fingerprint: with the card left out of it, changing the card keeps the key', async () => {
    const { keys, run } = setup({ ...withdraw, fingerprint: ['amount'] }, () => new ApiError('NETWORK', 'offline'));
    await run(body);
    await run({ ...body, bankCardId: 8 });
    expect(keys[1]).toBe(keys[0]);
    const wide = setup(withdraw, () => new ApiError('NETWORK', 'offline'));
    await wide.run(body);
    await wide.run({ ...body, bankCardId: 8 });
    expect(wide.keys[1]).not.toBe(wide.keys[0]);
  });

  it('refuses a second run while one is on its way (ABORTED, never shown)', async () => {
    let release: (v: unknown) => void = () => {};
    const { result } = setup(withdraw, () => new Promise((r) => (release = r)));
    let first: Promise<unknown> = Promise.resolve();
    let second: unknown;
    await act(async () => {
      first = result.current.run({ body });
      second = await result.current.run({ body }).catch((e: unknown) => e);
    });
    expect(isAbortedCall(second)).toBe(true);
    await act(async () => {
      release({ orderNo: 'W1' });
      await first;
    });
  });
});

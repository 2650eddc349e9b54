import { act, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { addFavourite, favouriteGames, favouriteIds } from '@tessera/contract/api';
import { hotGames } from '@tessera/contract/api';
import { PlatformProvider, type TPlatform } from '../platform';
import { createTestPlatform } from '../testing/createTestPlatform';
import { SAMPLE_MEMBER } from '@tessera/contract/fixtures';
import { createApiQueryClient } from './client';
import { DataProvider } from './DataProvider';
import { useApiInfinite, useApiMutation, useApiQuery } from './hooks';

type TCall = { name: string; input: unknown; signal?: AbortSignal };

/** A platform whose api answers from `answer` and records every call. */
// Inputs are read loosely here: each test knows the shape of the calls it answers.
type TInput = { query: { language: string; pageNo: number }; body: { nodeId: string } };
function setup(answer: (name: string, input: TInput) => unknown, session = SAMPLE_MEMBER) {
  const calls: TCall[] = [];
  const platform = createTestPlatform({
    session,
    api: (async (endpoint: { name: string }, input: unknown, options?: { signal?: AbortSignal }) => {
      calls.push({ name: endpoint.name, input, signal: options?.signal });
      const value = answer(endpoint.name, input as TInput);
      if (value instanceof Error) throw value;
      return value;
    }) as TPlatform['api']['call'],
  });
  const client = createApiQueryClient({ retry: false });
  const wrap = (ui: ReactNode, p: TPlatform = platform, c: QueryClient = client) => (
    <PlatformProvider platform={p}>
      <DataProvider client={c}>{ui}</DataProvider>
    </PlatformProvider>
  );
  return { platform, client, calls, wrap };
}

const hot = (language: string) => ({ list: [{ gameId: `g-${language}` }] });

function HotList({ language }: { language: string }) {
  const q = useApiQuery(hotGames, { query: { language } } as never);
  if (q.isPending) return <p>loading</p>;
  if (q.error) return <p role="alert">{q.error.message}</p>;
  return <p>{JSON.stringify(q.data)}</p>;
}

describe('useApiQuery', () => {
  test('one call per descriptor + input, shared by every screen that asks', async () => {
    const { calls, wrap } = setup((_, input) => hot(input.query.language));
    render(
      wrap(
        <>
          <HotList language="EN" />
          <HotList language="EN" />
          <HotList language="PT" />
        </>,
      ),
    );
    expect(await screen.findAllByText(/g-EN/)).toHaveLength(2);
    expect(await screen.findByText(/g-PT/)).toBeTruthy();
    expect(calls.map((c) => (c.input as { query: { language: string } }).query.language).sort()).toEqual(['EN', 'PT']);
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  test('a null input waits; the answer comes once the input is known', async () => {
    const { calls, wrap } = setup(() => hot('EN'));
    function Later() {
      const [ready, setReady] = useState(false);
      const q = useApiQuery(hotGames, ready ? ({ query: { language: 'EN' } } as never) : null);
      return <button onClick={() => setReady(true)}>{q.data ? 'loaded' : 'idle'}</button>;
    }
    render(wrap(<Later />));
    expect(screen.getByRole('button').textContent).toBe('idle');
    expect(calls).toHaveLength(0);
    act(() => screen.getByRole('button').click());
    await screen.findByText('loaded');
    expect(calls).toHaveLength(1);
  });

  test("another member's session never reads the first member's cached answer", async () => {
    const { calls, wrap, client } = setup(() => hot('EN'));
    const { unmount } = render(wrap(<HotList language="EN" />));
    await screen.findByText(/g-EN/);
    unmount();
    const other = setup(() => hot('EN'), { ...SAMPLE_MEMBER, userName: 'someone' });
    render(wrap(<HotList language="EN" />, other.platform, client));
    await screen.findByText(/g-EN/);
    expect(calls).toHaveLength(1);
    expect(other.calls).toHaveLength(1);
  });

  test('an API refusal reaches the screen as the error, and is not retried', async () => {
    const refusal = Object.assign(new Error('Sorry, this account does not have permission'), { code: 'FORBIDDEN' });
    const { calls, wrap } = setup(() => refusal);
    render(wrap(<HotList language="EN" />, undefined, createApiQueryClient()));
    expect((await screen.findByRole('alert')).textContent).toContain('does not have permission');
    expect(calls).toHaveLength(1);
  });

  test('leaving the screen aborts its call', async () => {
    let release: (v: unknown) => void = () => {};
    const { calls, wrap } = setup(() => new Promise((r) => (release = r)));
    const { unmount } = render(wrap(<HotList language="EN" />));
    await waitFor(() => expect(calls).toHaveLength(1));
    unmount();
    await waitFor(() => expect(calls[0]?.signal?.aborted).toBe(true));
    release(hot('EN'));
  });
});

describe('useApiInfinite', () => {
  const page = (n: number) => ({ content: [{ nodeId: `n${n}` }], pageNum: n, totalPages: 3 });
  function Favourites() {
    const list = useApiInfinite(favouriteGames, { query: { pageSize: 15 } } as never);
    const items = list.data?.pages.flatMap((p) => (p as unknown as ReturnType<typeof page>).content.map((c) => c.nodeId)) ?? [];
    return (
      <div>
        <p>{items.join(',')}</p>
        {list.hasNextPage && <button onClick={() => void list.fetchNextPage()}>more</button>}
      </div>
    );
  }

  test('asks page 1, then appends pages while pageNum < totalPages', async () => {
    const { calls, wrap } = setup((_, input) => page(input.query.pageNo));
    render(wrap(<Favourites />));
    await screen.findByText('n1');
    act(() => screen.getByRole('button', { name: 'more' }).click());
    await screen.findByText('n1,n2');
    act(() => screen.getByRole('button', { name: 'more' }).click());
    await screen.findByText('n1,n2,n3');
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
    expect(calls.map((c) => (c.input as { query: { pageNo: number; pageSize: number } }).query)).toEqual([
      { pageSize: 15, pageNo: 1 },
      { pageSize: 15, pageNo: 2 },
      { pageSize: 15, pageNo: 3 },
    ]);
  });
});

describe('useApiMutation', () => {
  test('a saved favourite refreshes every list that shows favourites, and nothing else', async () => {
    let saved: string[] = [];
    const { calls, wrap } = setup((name, input) => {
      if (name === 'addFavourite') {
        saved = [...saved, input.body.nodeId];
        return {};
      }
      if (name === 'favouriteIds') return { nodeIds: saved };
      return hot('EN');
    });
    function Star() {
      const add = useApiMutation(addFavourite, { invalidates: [favouriteIds, favouriteGames] });
      return <button onClick={() => void add.call({ body: { nodeId: '7', vendor: 'PG' } } as never)}>star</button>;
    }
    function Ids() {
      const q = useApiQuery(favouriteIds, {} as never);
      return <p>ids:{(q.data as { nodeIds?: string[] } | undefined)?.nodeIds?.join(',')}</p>;
    }
    // The star and the list stand for two remotes: they share nothing but the cache.
    render(
      wrap(
        <>
          <Star />
          <Ids />
          <HotList language="EN" />
        </>,
      ),
    );
    await screen.findByText('ids:');
    await screen.findByText(/g-EN/);
    act(() => screen.getByRole('button', { name: 'star' }).click());
    await screen.findByText('ids:7');
    expect(calls.filter((c) => c.name === 'favouriteIds')).toHaveLength(2);
    expect(calls.filter((c) => c.name === 'hotGames')).toHaveLength(1);
  });
});

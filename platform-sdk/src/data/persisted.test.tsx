import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@tessera/contract';
import { hotGames, lotteryList, vendorGameTypes } from '@tessera/contract/api';
import { PlatformProvider, type TPlatform } from '../platform';
import { createTestPlatform } from '../testing/createTestPlatform';
import { createApiQueryClient } from './client';
import { DataProvider } from './DataProvider';
import { useApiQuery } from './hooks';
import { clearPersisted, MAX_ENTRIES_PER_KEY, MAX_RECORD_CHARS, persistedKeyOf, readPersisted, writePersisted } from './persisted';

const types = (vendor: string) => ({
  list: [
    { gameType: 'RNG', vendors: [{ vendor, vendorName: `${vendor} Games`, accountTypeName: `${vendor} Slots`, supportPlay: 1, iconUrl: `/v/${vendor}.svg` }] },
  ],
});

/** A page visit: a new platform and a new cache (a reload), the same localStorage. */
function visit(answer: () => unknown, options: { language?: string } = {}) {
  const calls: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const platform = createTestPlatform({
    language: options.language,
    api: (async (endpoint: { name: string }) => {
      calls.push(endpoint.name);
      await gate;
      return answer();
    }) as TPlatform['api']['call'],
  });
  const client = createApiQueryClient({ retry: false });
  const wrap = (ui: ReactNode) => (
    <PlatformProvider platform={platform}>
      <DataProvider client={client}>{ui}</DataProvider>
    </PlatformProvider>
  );
  return { calls, release, wrap };
}

function Vendors() {
  const q = useApiQuery(vendorGameTypes, { query: { typeId: 1 } });
  if (q.isPending) return <p>loading</p>;
  return <p data-testid="vendors">{q.data?.list[0]?.vendors.map((v) => v.vendor).join(',')}</p>;
}

beforeEach(() => localStorage.clear());

describe('spec §3 local-storage caches', () => {
  test('a second visit draws the stored list at once, and the call revalidates it in the background', async () => {
    const first = visit(() => types('PG'));
    const one = render(first.wrap(<Vendors />));
    expect(screen.getByText('loading')).toBeTruthy();
    first.release();
    expect((await screen.findByTestId('vendors')).textContent).toBe('PG');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.vassGameType) ?? '{}')).toMatchObject({ m: 'demo', l: 'EN' });
    one.unmount();

    const second = visit(() => types('JILI'));
    render(second.wrap(<Vendors />));
    // Drawn from storage before any answer; the call went all the same.
    expect(screen.getByTestId('vendors').textContent).toBe('PG');
    expect(second.calls).toEqual(['vendorGameTypes']);
    second.release();
    await waitFor(() => expect(screen.getByTestId('vendors').textContent).toBe('JILI'));
    expect(readPersisted(STORAGE_KEYS.vassGameType, vendorGameTypes, { query: { typeId: 1 } }, { merchant: 'demo', language: 'EN' })?.data).toEqual(
      types('JILI'),
    );
  });

  test('another language does not draw it (and replaces it once answered)', async () => {
    const first = visit(() => types('PG'));
    first.release();
    const one = render(first.wrap(<Vendors />));
    await screen.findByTestId('vendors');
    one.unmount();
    const other = visit(() => types('FC'), { language: 'PT' });
    render(other.wrap(<Vendors />));
    expect(screen.getByText('loading')).toBeTruthy();
    other.release();
    expect((await screen.findByTestId('vendors')).textContent).toBe('FC');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.vassGameType) ?? '{}')).toMatchObject({ l: 'PT', e: [{ d: types('FC') }] });
  });

  test('a stored answer of another shape (an older release), too old, or unreadable is not drawn', () => {
    const where = { merchant: 'demo', language: 'EN' };
    const input = { query: { typeId: 1 } };
    writePersisted(STORAGE_KEYS.vassGameType, input, { list: [{ gameType: 'NOPE' }] }, where);
    expect(readPersisted(STORAGE_KEYS.vassGameType, vendorGameTypes, input, where)).toBeNull();
    writePersisted(STORAGE_KEYS.vassGameType, input, types('PG'), where, Date.now() - 8 * 24 * 3_600_000);
    expect(readPersisted(STORAGE_KEYS.vassGameType, vendorGameTypes, input, where)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.vassGameType, '{not json');
    expect(readPersisted(STORAGE_KEYS.vassGameType, vendorGameTypes, input, where)).toBeNull();
    writePersisted(STORAGE_KEYS.vassGameType, input, types('PG'), where);
    expect(readPersisted(STORAGE_KEYS.vassGameType, vendorGameTypes, input, { ...where, merchant: 'acme' })).toBeNull();
    expect(readPersisted(STORAGE_KEYS.vassGameType, vendorGameTypes, input, where)?.data).toEqual(types('PG'));
  });

  test('bounded: a few inputs per key, newest first, and nothing written past the size limit', () => {
    const where = { merchant: 'demo', language: 'EN' };
    for (let i = 0; i < MAX_ENTRIES_PER_KEY + 2; i++) writePersisted(STORAGE_KEYS.gameLotts, { query: { language: `L${i}` } }, { i }, where);
    const record = JSON.parse(localStorage.getItem(STORAGE_KEYS.gameLotts) ?? '{}') as { e: { d: { i: number } }[] };
    expect(record.e.map((e) => e.d.i)).toEqual([5, 4, 3, 2]);
    writePersisted(STORAGE_KEYS.template, {}, { big: 'x'.repeat(MAX_RECORD_CHARS) }, where);
    expect(localStorage.getItem(STORAGE_KEYS.template)).toBeNull();
  });

  test("which calls are kept: the spec's seven keys, the lottery list by prize mode; other calls never", () => {
    expect(persistedKeyOf(vendorGameTypes, {})).toBe('getVassGameType');
    expect(persistedKeyOf(lotteryList, { query: { prizeMode: 'Lott' } })).toBe('lottList');
    expect(persistedKeyOf(lotteryList, { query: { prizeMode: 'Elott' } })).toBe('elottList');
    expect(persistedKeyOf(lotteryList, { query: {} })).toBeNull();
    expect(persistedKeyOf(hotGames, {})).toBeNull();
    expect(persistedKeyOf({ name: 'vendorGameTypes', auth: 'member' }, {})).toBeNull();
    writePersisted(STORAGE_KEYS.lottList, {}, { list: [] }, { merchant: 'demo', language: 'EN' });
    localStorage.setItem('theme', 'dark');
    clearPersisted();
    expect(localStorage.getItem(STORAGE_KEYS.lottList)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

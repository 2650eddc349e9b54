import { Button, Card, ConfirmDialog, EmptyState, ErrorState, FormError, ListSkeleton, TextField } from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';
import { call, issuesByField, playerCall } from './api';
import { useLoad } from './useLoad';

type TGame = { nodeId: string; gameName: string; vendorName: string };
type THot = { list: TGame[] };

const MAX = 200;

/** The merchant's hot list (home's hot games, in this order): find games, add, reorder, remove, save; and the winner board. */
export function HotList({ merchant }: { merchant: string }) {
  // What players see now (the public call); the list below is the draft until saved.
  const hot = useLoad(() => playerCall<THot>('/api/v1/games/hot?language=EN', merchant).then((v) => v.list), `hot/${merchant}`);
  const [draft, setDraft] = useState<TGame[] | null>(null);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<TGame[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'empty' | 'winners' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  if (hot.error && !hot.data) return <ErrorState message={hot.error} retryLabel="Retry" onRetry={hot.reload} />;
  if (!hot.data) return <ListSkeleton />;
  const list = draft ?? hot.data;
  const dirty = draft !== null;

  const search = async (e: FormEvent) => {
    e.preventDefault();
    if (!query.trim()) return;
    setSearching(true);
    setError(null);
    try {
      const q = new URLSearchParams({ gameName: query.trim(), pageSize: '20', language: 'EN' });
      setFound((await playerCall<{ games: TGame[] }>(`/api/v1/games?${q.toString()}`, merchant)).games);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSearching(false);
    }
  };

  const move = (i: number, by: number) => {
    const next = [...list];
    const [g] = next.splice(i, 1);
    if (!g) return;
    next.splice(i + by, 0, g);
    setDraft(next);
  };

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await call('PUT', `/api/admin/merchants/${merchant}/hot`, { nodeIds: list.map((g) => g.nodeId) });
      hot.setData(list);
      setDraft(null);
      setNotice(`${merchant}: hot list saved (${list.length} game${list.length === 1 ? '' : 's'})`);
    } catch (err) {
      const issues = Object.values(issuesByField(err));
      setError(issues.length ? issues.join(' ') : (err as Error).message);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const clearWinners = async () => {
    setBusy(true);
    setError(null);
    try {
      const { removed } = await call<{ removed: number }>('DELETE', `/api/admin/merchants/${merchant}/winners`);
      setNotice(`${merchant}: winner board emptied (${removed} removed)`);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <div className="ops-stack">
      <p className="ops-notice" role="status" aria-live="polite">
        {notice}
      </p>
      <Card as="section" aria-labelledby="ops-hot-title" className="ops-stack">
        <div className="ops-row">
          <h2 id="ops-hot-title" className="ops-section-title">
            Hot list
          </h2>
          <span className="ops-muted">
            {list.length} of at most {MAX}
            {dirty ? ' · unsaved' : ''}
          </span>
        </div>
        {list.length === 0 ? (
          <EmptyState text="The hot list is empty." />
        ) : (
          <ol className="ops-hot" aria-label="Hot games in order">
            {list.map((g, i) => (
              <li key={g.nodeId} className="ops-hot__row" data-testid="ops-hot-game">
                <span className="ops-hot__name">
                  {i + 1}. {g.gameName} <span className="ops-muted">· {g.vendorName}</span>
                </span>
                <span className="ops-row">
                  <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, -i)} aria-label={`Move ${g.gameName} to the top`}>
                    Top
                  </Button>
                  <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${g.gameName} up`}>
                    Up
                  </Button>
                  <Button variant="ghost" size="sm" disabled={i === list.length - 1} onClick={() => move(i, 1)} aria-label={`Move ${g.gameName} down`}>
                    Down
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDraft(list.filter((x) => x.nodeId !== g.nodeId))}
                    aria-label={`Remove ${g.gameName} from the list`}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        )}
        <FormError>{error}</FormError>
        <div className="ops-row">
          <Button disabled={busy || !dirty} loading={busy && asking !== 'winners'} onClick={() => (list.length === 0 ? setAsking('empty') : void save())}>
            Save hot list
          </Button>
          <Button variant="ghost" disabled={busy || !dirty} onClick={() => setDraft(null)}>
            Discard changes
          </Button>
        </div>
      </Card>
      <Card as="section" aria-labelledby="ops-hot-find" className="ops-stack">
        <h2 id="ops-hot-find" className="ops-section-title">
          Add games
        </h2>
        <form className="ops-inline" role="search" onSubmit={(e) => void search(e)}>
          <TextField label="Game name" value={query} onChange={(e) => setQuery(e.target.value)} maxLength={64} />
          <Button type="submit" variant="secondary" loading={searching}>
            Find
          </Button>
        </form>
        {found !== null &&
          (found.length === 0 ? (
            <EmptyState text="No game of this merchant has that name." />
          ) : (
            <ul className="ops-hot" aria-label="Games found">
              {found.map((g) => {
                const listed = list.some((x) => x.nodeId === g.nodeId);
                return (
                  <li key={g.nodeId} className="ops-hot__row">
                    <span className="ops-hot__name">
                      {g.gameName} <span className="ops-muted">· {g.vendorName}</span>
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={listed || list.length >= MAX}
                      onClick={() => setDraft([...list, g])}
                      aria-label={`${listed ? 'Listed' : 'Add'} ${g.gameName}`}
                    >
                      {listed ? 'Listed' : 'Add'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          ))}
      </Card>
      <Card as="section" aria-labelledby="ops-winners" className="ops-stack">
        <h2 id="ops-winners" className="ops-section-title">
          Latest winners
        </h2>
        <p className="ops-muted">Empties home's winner board; new wins fill it again.</p>
        <div className="ops-row">
          <Button variant="secondary" disabled={busy} onClick={() => setAsking('winners')}>
            Empty the winner board
          </Button>
        </div>
      </Card>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'winners' ? 'Empty the winner board?' : 'Save an empty hot list?'}
        message={
          asking === 'winners'
            ? `Every entry of ${merchant}'s Latest Winner board is removed; it cannot be brought back.`
            : `Home of ${merchant} will show no hot games until you add some.`
        }
        confirmLabel={asking === 'winners' ? 'Empty the board' : 'Save empty list'}
        cancelLabel="Cancel"
        danger
        loading={busy}
        onConfirm={() => void (asking === 'winners' ? clearWinners() : save())}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}

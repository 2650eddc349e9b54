import { Button, Card, EmptyState, ErrorState, FormError, List, ListRow, ListSkeleton, StatusPill } from '@tessera/ui-kit';
import { useState } from 'react';
import { call } from './api';
import { MerchantPicker, pick } from './MerchantPicker';
import { useOperator } from './operator';
import type { TMerchant } from './types';
import { useLoad } from './useLoad';

// Live rooms (issue 29, docs/decisions/live-rooms.md): the merchant's newest chat lines with a Hide
// button (hideLiveChatLine: gone for every viewer, audited), and the pay-per-view passes sold with a
// Refund button (refundLivePass: the reversing LIVE_PASS_REFUND, once; the owner's call).

interface TChatLine {
  id: number;
  author: string;
  text: string;
  at: string;
  roomId: number;
  roomName: string;
  memberId: number;
  hiddenAt: string | null;
  hiddenBy: string | null;
}
interface TPass {
  id: number;
  roomId: number;
  roomName: string;
  price: string;
  createdAt: string;
  expiresAt: string;
  refundedAt: string | null;
  memberId: number;
  username: string;
  refundedBy: string | null;
}

const formatTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function LiveRooms({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const merchants = useLoad(() => call<TMerchant[]>('GET', '/api/admin/merchants'), 'merchants');
  if (merchants.error) return <ErrorState message={merchants.error} retryLabel="Retry" onRetry={merchants.reload} />;
  if (!merchants.data) return <ListSkeleton />;
  const merchant = pick(merchants.data, code);
  if (!merchant) return <EmptyState text="No merchants yet." />;
  return (
    <div className="ops-stack">
      <div className="ops-filters">
        <MerchantPicker merchants={merchants.data} value={merchant.code} onChange={onCode} />
      </div>
      <LiveChatLines key={`chat/${merchant.code}`} merchant={merchant.code} />
      <LivePasses key={`passes/${merchant.code}`} merchant={merchant.code} />
    </div>
  );
}

function LiveChatLines({ merchant }: { merchant: string }) {
  const operator = useOperator();
  const lines = useLoad(() => call<TChatLine[]>('GET', `/api/admin/merchants/${merchant}/live/chat`), `chat/${merchant}`);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hide = async (id: number) => {
    setBusy(id);
    setError(null);
    try {
      const row = await call<TChatLine>('POST', `/api/admin/live/chat/${id}/hide`);
      lines.setData((lines.data ?? []).map((l) => (l.id === id ? row : l)));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card as="section" aria-labelledby="ops-live-chat" className="ops-stack">
      <h2 id="ops-live-chat" className="ops-section-title">
        Live-room chat
      </h2>
      {lines.error && !lines.data ? (
        <ErrorState message={lines.error} retryLabel="Retry" onRetry={lines.reload} />
      ) : !lines.data ? (
        <ListSkeleton />
      ) : lines.data.length === 0 ? (
        <EmptyState text="No chat lines yet." />
      ) : (
        <List label="Live-room chat lines" plain data-testid="ops-live-chat">
          {lines.data.map((l) => (
            <ListRow
              key={l.id}
              data-testid={`ops-live-line-${l.id}`}
              title={`${l.author}: ${l.text}`}
              subtitle={`${l.roomName} · member #${l.memberId} · ${formatTime(l.at)}${l.hiddenAt ? ` · hidden by ${l.hiddenBy ?? '?'}` : ''}`}
              badge={
                l.hiddenAt ? (
                  <StatusPill tone="neutral">Hidden</StatusPill>
                ) : operator.can('hideLiveChatLine') ? (
                  <Button size="sm" variant="secondary" loading={busy === l.id} onClick={() => void hide(l.id)} aria-label={`Hide ${l.author}'s line`}>
                    Hide
                  </Button>
                ) : undefined
              }
            />
          ))}
        </List>
      )}
      <FormError>{error}</FormError>
    </Card>
  );
}

function LivePasses({ merchant }: { merchant: string }) {
  const operator = useOperator();
  const passes = useLoad(() => call<TPass[]>('GET', `/api/admin/merchants/${merchant}/live/passes`), `passes/${merchant}`);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refund = async (p: TPass) => {
    const reason = window.prompt(`Refund ${p.price} to ${p.username} for ${p.roomName}? Reason (recorded in the audit log):`, 'Stream problem');
    if (!reason?.trim()) return;
    setBusy(p.id);
    setError(null);
    try {
      const row = await call<TPass>('POST', `/api/admin/live/passes/${p.id}/refund`, { reason: reason.trim().slice(0, 200) });
      passes.setData((passes.data ?? []).map((x) => (x.id === p.id ? row : x)));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card as="section" aria-labelledby="ops-live-passes" className="ops-stack">
      <h2 id="ops-live-passes" className="ops-section-title">
        Pay-per-view passes
      </h2>
      {passes.error && !passes.data ? (
        <ErrorState message={passes.error} retryLabel="Retry" onRetry={passes.reload} />
      ) : !passes.data ? (
        <ListSkeleton />
      ) : passes.data.length === 0 ? (
        <EmptyState text="No passes sold yet." />
      ) : (
        <List label="Pay-per-view passes" plain data-testid="ops-live-passes">
          {passes.data.map((p) => (
            <ListRow
              key={p.id}
              data-testid={`ops-live-pass-${p.id}`}
              title={`${p.username} · ${p.roomName}`}
              subtitle={
                p.refundedAt
                  ? `Bought ${formatTime(p.createdAt)} · refunded ${formatTime(p.refundedAt)} by ${p.refundedBy ?? '?'}`
                  : `Bought ${formatTime(p.createdAt)} · runs until ${formatTime(p.expiresAt)}`
              }
              value={p.price}
              badge={
                p.refundedAt ? (
                  <StatusPill tone="neutral">Refunded</StatusPill>
                ) : operator.can('refundLivePass') ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy === p.id}
                    onClick={() => void refund(p)}
                    aria-label={`Refund pass ${p.id} of ${p.username}`}
                  >
                    Refund
                  </Button>
                ) : undefined
              }
            />
          ))}
        </List>
      )}
      <FormError>{error}</FormError>
    </Card>
  );
}

import { EmptyState, ErrorState, ListSkeleton, SegmentedControl } from '@tessera/ui-kit';
import { useState } from 'react';
import { Announcements } from './Announcements';
import { call } from './api';
import { Help } from './Help';
import { HotList } from './HotList';
import { MerchantPicker, pick } from './MerchantPicker';
import type { TMerchant } from './types';
import { useLoad } from './useLoad';

type TKind = 'banners' | 'notices' | 'help' | 'hot';
const KINDS: { value: TKind; label: string }[] = [
  { value: 'banners', label: 'Banners' },
  { value: 'notices', label: 'Announcements' },
  { value: 'help', label: 'Help' },
  { value: 'hot', label: 'Hot list' },
];

/** A merchant's content (spec §3): banners, announcements, help entries, the hot list and the winner board. */
export function Content({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const merchants = useLoad(() => call<TMerchant[]>('GET', '/api/admin/merchants'), 'merchants');
  const [kind, setKind] = useState<TKind>('banners');
  if (merchants.error) return <ErrorState message={merchants.error} retryLabel="Retry" onRetry={merchants.reload} />;
  if (!merchants.data) return <ListSkeleton />;
  const merchant = pick(merchants.data, code);
  if (!merchant) return <EmptyState text="No merchants yet." />;
  return (
    <div className="ops-stack">
      <MerchantPicker merchants={merchants.data} value={merchant.code} onChange={onCode} />
      <SegmentedControl label="Content kind" options={KINDS} value={kind} onChange={setKind} className="ops-kinds" />
      {(kind === 'banners' || kind === 'notices') && <Announcements key={`${merchant.code}/${kind}`} merchant={merchant.code} kind={kind} />}
      {kind === 'help' && <Help key={merchant.code} merchant={merchant.code} />}
      {kind === 'hot' && <HotList key={merchant.code} merchant={merchant.code} />}
    </div>
  );
}

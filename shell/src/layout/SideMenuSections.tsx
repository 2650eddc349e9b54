import { useMemo, useState } from 'react';
import { PATHS, withQuery } from '@tessera/contract';
import { consolidatedFunds, vendorGameTypes, visibleMenuEntries, whitelabelMenu, type TCatalogueCategory, type TMenuEntry } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';
import { useFormat } from '@tessera/platform-sdk';
import { Accordion } from '@tessera/ui-kit';
import { i18n, useShellT } from '../i18n';
import { buildRouteTable, findRoute } from '../routes/table';
import { usePlatformStore } from '../stores/platform';

// The side menu's two lists (spec §2 "Side menu"). They read API descriptors, so they load with the
// first opening of the menu, not with the shell's first page.

type TGo = (to: { path: string; access: 'public' | 'realMember'; trial?: 'registerDialog' }) => void;
/** Whether a path leads to a page the merchant has now (routes/available.ts). */
type TAvailable = (to: string) => boolean;

function ListState({ pending, failed, retry }: { pending: boolean; failed: boolean; retry(): void }) {
  const t = useShellT();
  if (pending)
    return (
      <p className="shell-drawer-note" role="status">
        {t('sideMenu.listLoading')}
      </p>
    );
  if (!failed) return null;
  return (
    <p className="shell-drawer-note" role="alert">
      {t('sideMenu.listFailed')}{' '}
      <button type="button" className="shell-link-btn" onClick={retry}>
        {t('sideMenu.retry')}
      </button>
    </p>
  );
}

/**
 * What the member may withdraw now, the API's one figure (docs/decisions/money.md "Withdrawable"),
 * under the balance: the same number the withdrawal page heads with and the member center shows.
 * Read when the menu opens (the header keeps the balance alone); nothing while it loads or fails.
 */
export function WithdrawableLine() {
  const t = useShellT();
  const format = useFormat();
  const funds = useApiQuery(consolidatedFunds, {});
  const w = funds.data?.withdrawable;
  if (!w) return null;
  return (
    <p className="shell-drawer-balance shell-drawer-withdrawable" data-testid="side-menu-withdrawable">
      <span>{t('sideMenu.withdrawable')}</span> <strong>{format.money(w.withdrawable)}</strong>
    </p>
  );
}

/** The merchant's game categories in the server's order, each opening /m/game on it (a category without vendors has nothing to show and is left out, as on /m/game). */
function GameCenterList({ go }: { go: TGo }) {
  const t = useShellT();
  const types = useApiQuery(vendorGameTypes, { query: { typeId: 1 } });
  const list = (types.data?.list ?? []).filter((c) => c.vendors.length > 0);
  return (
    <>
      <ListState pending={types.isPending} failed={Boolean(types.error)} retry={() => void types.refetch()} />
      <ul className="shell-drawer-list" data-testid="side-menu-games">
        {list.map((c) => (
          <li key={c.gameType}>
            <button type="button" data-category={c.gameType} onClick={() => go({ path: withQuery(PATHS.game, { category: c.gameType }), access: 'public' })}>
              {t(`sideMenu.categories.${c.gameType satisfies TCatalogueCategory}`)}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The member-center pages from the white-label menu: the API decides each entry's permission key
 * and audience, and visibleMenuEntries is the member center's own filter. An entry that needs a real
 * account sends a visitor to login (and back) and offers a trial user to register (spec §6).
 */
function MemberCenterList({ go, available }: { go: TGo; available: TAvailable }) {
  const t = useShellT();
  const menu = useApiQuery(whitelabelMenu, { query: {} });
  // An entry whose page belongs to a remote the merchant has off (the deposit record while the wallet is off) is left out.
  const entries = visibleMenuEntries(menu.data?.list ?? []).filter((e) => available(e.route));
  const registry = usePlatformStore((s) => s.registry);
  const routes = useMemo(() => buildRouteTable(registry), [registry]);
  // The entry's own label key (the owning remote's route title, which the registry brings before
  // the remote loads), else its route's title, else its key: the shell keeps no copy of them.
  const label = (e: TMenuEntry & { route: string }) => {
    if (i18n.exists(e.labelKey)) return i18n.t(e.labelKey);
    const route = findRoute(routes, e.route);
    return route ? i18n.t(route.meta.titleKey, { ns: route.ns, defaultValue: e.key }) : e.key;
  };
  return (
    <>
      <ListState pending={menu.isPending} failed={Boolean(menu.error)} retry={() => void menu.refetch()} />
      <ul className="shell-drawer-list" data-testid="side-menu-member">
        <li>
          {/* Spec §6: a trial user tapping the member center is offered to register instead. */}
          <button type="button" data-key="home" onClick={() => go({ path: PATHS.memberHome, access: 'realMember', trial: 'registerDialog' })}>
            {t('sideMenu.memberHome')}
          </button>
        </li>
        {entries.map((e) => (
          <li key={e.key}>
            <button
              type="button"
              data-key={e.permissionKey || e.key}
              onClick={() => go({ path: e.route, access: e.requiresRealAccount ? 'realMember' : 'public', trial: 'registerDialog' })}
            >
              {label(e)}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Game center and member center, one open at a time; the lists are read when a section first opens.
 * A section whose remote the merchant has switched off (games, the member center) is not shown.
 */
export default function SideMenuSections({ go, available }: { go: TGo; available: TAvailable }) {
  const t = useShellT();
  const [open, setOpen] = useState<string[]>([]);
  const items = [
    ...(available(PATHS.game) ? [{ id: 'games', title: t('sideMenu.gameCenter'), content: open.includes('games') ? <GameCenterList go={go} /> : null }] : []),
    ...(available(PATHS.memberHome)
      ? [{ id: 'member', title: t('sideMenu.memberCenter'), content: open.includes('member') ? <MemberCenterList go={go} available={available} /> : null }]
      : []),
  ];
  if (items.length === 0) return null;
  return (
    <Accordion
      className="shell-drawer-accordion"
      data-testid="side-menu-sections"
      single
      headingLevel={2}
      openIds={open}
      onOpenChange={setOpen}
      items={items}
    />
  );
}

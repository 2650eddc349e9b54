import type { TMenuEntry } from '@tessera/contract/api';
import { useT } from '@tessera/platform-sdk';
import { AppLink } from '../../../components/AppLink';
import { Icon } from '@tessera/ui-kit';
import { dataKeyOf, ENTRY_ICONS } from '../hooks';

export interface MemberMenuProps {
  entries: readonly (TMenuEntry & { route: string })[];
  template: 'new' | 'base';
  /** Counters shown on an entry (unclaimed rewards), by entry key. */
  badges?: Partial<Record<string, number>>;
}

/**
 * The member-center entries (observable contract: `member-menu`, one entry per page, `data-key` =
 * its permission key, `VIP` for the VIP room): a grid of tiles in the 'new' template, rows in base.
 * Member entries first, then the agent's own group.
 */
export function MemberMenu({ entries, template, badges = {} }: MemberMenuProps) {
  const t = useT('member');
  const groups = [
    { id: 'member', title: t('home.menuTitle'), list: entries.filter((e) => !e.agentOnly) },
    { id: 'agent', title: t('home.agentTitle'), list: entries.filter((e) => e.agentOnly) },
  ].filter((g) => g.list.length > 0);
  return (
    <nav className="mb-menu" data-testid="member-menu" aria-label={t('home.menuTitle')}>
      {groups.map((g) => (
        <section key={g.id} className="mb-menu__group" aria-labelledby={`mb-menu-${g.id}`}>
          <h2 className="mb-menu__title" id={`mb-menu-${g.id}`}>
            {g.title}
          </h2>
          <ul className={`mb-menu__list mb-menu__list--${template}`}>
            {g.list.map((e) => {
              const badge = badges[e.key];
              return (
                <li key={e.key}>
                  <AppLink to={e.route} className="mb-menu__entry" data-key={dataKeyOf(e)}>
                    <span className="mb-menu__icon">
                      <Icon name={ENTRY_ICONS[e.key]} size={24} />
                    </span>
                    <span className="mb-menu__label">{t(`menu.${e.key}`)}</span>
                    {badge ? (
                      <span className="mb-menu__badge">
                        <span aria-hidden="true">{badge}</span>
                        <span className="tk-visually-hidden">{t('home.unclaimedBadge', { count: badge })}</span>
                      </span>
                    ) : null}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}

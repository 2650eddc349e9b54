import { PATHS } from '@tessera/contract';
import { useNav, useT } from '@tessera/platform-sdk';
import { Icon, List, ListRow } from '@tessera/ui-kit';

/** The way to the responsible-gambling page, from the member center and the security center. */
export function ResponsibleLink() {
  const t = useT('member');
  const nav = useNav();
  return (
    <List className="rg-link">
      <ListRow
        icon={<Icon name="shield" />}
        title={t('title.responsibleGambling')}
        subtitle={t('rg.linkHint')}
        chevron
        href={PATHS.responsibleGambling}
        onClick={(e) => {
          e.preventDefault();
          nav.navigate(PATHS.responsibleGambling);
        }}
        data-testid="rg-link"
      />
    </List>
  );
}

import { type TCustomerServiceLink } from '@tessera/contract';
import { useT } from '@tessera/platform-sdk';
import { EmptyState, Icon, List, ListRow } from '@tessera/ui-kit';

const KNOWN = ['LIVECHAT', 'WHATSAPP', 'TELEGRAM', 'LINE', 'FACEBOOK', 'EMAIL', 'PHONE'];

/** The SERVICE tab: every customer-service channel of the merchant, each opening its link. */
export function ServiceList({ links }: { links: readonly TCustomerServiceLink[] }) {
  const t = useT('home');
  if (links.length === 0) return <EmptyState text={t('common.noData')} />;
  return (
    <List label={t('service.title')} data-testid="service-list">
      {links.map((l) => (
        <ListRow
          key={`${l.csType}-${l.url}`}
          icon={<Icon name={l.csType === 'LIVECHAT' ? 'chat' : 'headset'} size={24} />}
          title={KNOWN.includes(l.csType) ? t(`service.type.${l.csType}`) : l.csType}
          subtitle={t('service.hours')}
          href={l.url}
          onClick={(e) => {
            // A chat or messenger opens beside the site, never in place of it.
            e.preventDefault();
            window.open(l.url, '_blank', 'noopener,noreferrer');
          }}
        />
      ))}
    </List>
  );
}

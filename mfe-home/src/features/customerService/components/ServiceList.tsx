import { PATHS, type TCustomerServiceLink } from '@tessera/contract';
import { useNav, useStatusInfo, useT } from '@tessera/platform-sdk';
import { EmptyState, Icon, List, ListRow } from '@tessera/ui-kit';

const KNOWN = ['LIVECHAT', 'WHATSAPP', 'TELEGRAM', 'LINE', 'FACEBOOK', 'EMAIL', 'PHONE'];

/**
 * The SERVICE tab: the live chat first while the merchant's CBS3 is on (our own page, inside the
 * site), then every messenger channel of the merchant, each opening its link beside the site.
 */
export function ServiceList({ links }: { links: readonly TCustomerServiceLink[] }) {
  const t = useT('home');
  const nav = useNav();
  const chatOn = useStatusInfo().flags.CBS3 === true;
  if (links.length === 0 && !chatOn) return <EmptyState text={t('common.noData')} />;
  return (
    <List label={t('service.title')} data-testid="service-list">
      {chatOn && (
        <ListRow
          key="support-chat"
          data-key="support-chat"
          icon={<Icon name="chat" size={24} />}
          title={t('message.chat')}
          subtitle={t('message.chatHint')}
          href={PATHS.chat}
          onClick={(e) => {
            e.preventDefault();
            nav.navigate(PATHS.chat);
          }}
        />
      )}
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

import { useT } from '@tessera/platform-sdk';
import { Icon } from '@tessera/ui-kit';

/** The floating customer-service icon (spec §2): opens the merchant's first service link in a new tab. */
export function CsFloat({ url }: { url: string | null }) {
  const t = useT('home');
  if (!url) return null;
  return (
    <a className="home-cs-float" href={url} target="_blank" rel="noopener noreferrer" data-testid="cs-float" aria-label={t('service.float')}>
      <Icon name="headset" size={26} />
    </a>
  );
}

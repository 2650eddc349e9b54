import { useRef } from 'react';
import { useT } from '@tessera/platform-sdk';
import { Icon, useYieldToControls } from '@tessera/ui-kit';

/**
 * The floating customer-service icon (spec §2): opens the merchant's first service link in a new
 * tab. It never covers another control (issue 28): it moves up to a free place, or hides while
 * every place would cover one (ui-kit useYieldToControls).
 */
export function CsFloat({ url }: { url: string | null }) {
  return url ? <FloatingLink url={url} /> : null;
}

function FloatingLink({ url }: { url: string }) {
  const t = useT('home');
  const ref = useRef<HTMLAnchorElement>(null);
  useYieldToControls(ref);
  return (
    <a ref={ref} className="home-cs-float" href={url} target="_blank" rel="noopener noreferrer" data-testid="cs-float" aria-label={t('service.float')}>
      <Icon name="headset" size={26} />
    </a>
  );
}

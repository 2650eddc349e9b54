import { memo } from 'react';
import { COPYRIGHT_YEAR } from '@tessera/contract';
import { useT } from '@tessera/platform-sdk';
import { Icon } from '@tessera/ui-kit';

/** Payment methods the footer names (text marks: no third-party artwork is shipped). */
const PAYMENTS = ['PIX', 'USDT', 'VISA', 'Mastercard', 'Bank', 'E-wallet'] as const;

export interface HomeFooterProps {
  providers: readonly { code: string; name: string; iconUrl: string }[];
  merchantName: string;
  /** The merchant's footer as the operator set it (merchant setup): its payment marks replace the default list; its licence is shown under the badges. */
  footer?: { licenceText: string; licenceNumber: string; paymentMarks: readonly string[] };
}

/** Home's footer (spec §2): provider logos, payment marks, three licence badges, copyright 2025. */
export const HomeFooter = memo(function HomeFooter({ providers, merchantName, footer }: HomeFooterProps) {
  const t = useT('home');
  const marks: readonly string[] = footer?.paymentMarks.length ? footer.paymentMarks : PAYMENTS;
  const licence = [footer?.licenceText, footer?.licenceNumber].filter(Boolean).join(' · ');
  return (
    <footer className="home-footer" data-testid="home-footer">
      {providers.length > 0 && (
        <section aria-labelledby="home-footer-providers">
          <h2 id="home-footer-providers" className="home-footer-title">
            {t('footer.providers')}
          </h2>
          <ul className="home-footer-logos">
            {providers.map((p) => (
              <li key={p.code} className="home-footer-logo">
                <img src={p.iconUrl} alt={p.name} width={56} height={28} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="home-footer-payments">
        <h2 id="home-footer-payments" className="home-footer-title">
          {t('footer.payments')}
        </h2>
        <ul className="home-footer-marks">
          {marks.map((p) => (
            <li key={p} className="home-footer-mark">
              {p === 'Bank' ? t('footer.bank') : p === 'E-wallet' ? t('footer.ewallet') : p}
            </li>
          ))}
        </ul>
      </section>
      <ul className="home-footer-badges" aria-label={t('footer.licences')} data-testid="licence-badges">
        <li className="home-footer-badge">
          <span className="home-footer-age" aria-hidden="true">
            18+
          </span>
          <span>{t('footer.adults')}</span>
        </li>
        <li className="home-footer-badge">
          <Icon name="shield" size={20} />
          <span>{t('footer.licensed')}</span>
        </li>
        <li className="home-footer-badge">
          <Icon name="users" size={20} />
          <span>{t('footer.responsible')}</span>
        </li>
      </ul>
      {licence && (
        <p className="home-footer-copy" data-testid="licence-text">
          {licence}
        </p>
      )}
      <p className="home-footer-copy">{t('footer.copyright', { year: COPYRIGHT_YEAR, name: merchantName || t('footer.brand') })}</p>
    </footer>
  );
});

import type { ReactNode } from 'react';
import { useI18n, useStatusInfo } from '@tessera/platform-sdk';
import { offeredLanguages, useShellT } from '../../i18n';
import { BrandMark } from '../../layout/BrandMark';
import { useLoginDone } from './loginDone';
import './accounts.css';

/** The account screens' frame: the logo, the title (the page's h1) and the form under it. data-testid "screen" like every page (e2e routes); data-screen names which. */
export function AccountLayout({ title, children, testId, underHeader = false }: { title: string; children: ReactNode; testId: string; underHeader?: boolean }) {
  // Under the app header (change password, trial) the header already shows the logo and the title:
  // the page keeps its h1 for screen readers only.
  const i18n = useI18n();
  const { statusInfo } = useStatusInfo();
  const t = useShellT();
  // Inside the login modal the dialog carries the title and the page's chrome stays on the page.
  const inModal = useLoginDone() !== null;
  if (inModal) {
    return (
      <section className="acc-screen acc-screen--modal" data-screen={testId} data-remote="shell">
        {children}
      </section>
    );
  }
  return (
    <section className="acc-screen" data-testid="screen" data-screen={testId} data-remote="shell">
      {!underHeader && (
        <div className="acc-brand" aria-hidden="true">
          <BrandMark size={40} textClassName="acc-brand__name" />
        </div>
      )}
      {!underHeader && (
        // Login and registration have no header: a player who does not read the language can change it here.
        <label className="acc-language">
          <span className="tk-visually-hidden">{t('sideMenu.language')}</span>
          <select value={i18n.language} onChange={(e) => i18n.setLanguage(e.target.value)} data-testid="account-language">
            {offeredLanguages(statusInfo.brand.languages.offered, i18n.language).map((l) => (
              <option key={l.code} value={l.code} lang={l.tag}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <h1 className={underHeader ? 'tk-visually-hidden' : 'acc-title'}>{title}</h1>
      {children}
    </section>
  );
}

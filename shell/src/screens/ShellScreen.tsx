import { useShellT } from '../i18n';

/** Shell-owned screens (login, register, forget, change password, trial) until the account-flows issue builds them: their translated title. */
export function ShellScreen({ titleKey }: { titleKey: string }) {
  const t = useShellT();
  return (
    <section className="tk-screen" data-testid="screen" data-remote="shell">
      <h1 className="tk-screen-title">{t(titleKey)}</h1>
    </section>
  );
}

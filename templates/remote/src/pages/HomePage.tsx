import { Button, Card } from '@tessera/ui-kit';
import { PageTitle, useSession, useT, useToast } from '@tessera/platform-sdk';

/** example's page: its title, a card from the UI kit and the signed-in player's name. */
export default function HomePage() {
  const t = useT('example');
  const session = useSession();
  const toast = useToast();
  return (
    <section className="tk-screen" data-testid="screen" data-remote="example">
      <PageTitle>{t('title.home')}</PageTitle>
      <Card>
        <p style={{ marginTop: 0 }}>{t('home.intro')}</p>
        <p data-testid="example-greeting">
          {session.member ? t('home.greeting', { name: session.member.nickname || session.member.account }) : t('home.visitor')}
        </p>
        <Button onClick={() => toast.show('success', t('home.done'))}>{t('home.action')}</Button>
      </Card>
    </section>
  );
}

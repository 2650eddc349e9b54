import { usePlatform, useT } from '@tessera/shared-contracts';
import { routes } from '../routes';

/** The screen of a games route until its own issue builds it: the route's translated title. */
export default function TitleScreen() {
  const { nav } = usePlatform();
  const t = useT('games');
  const route = routes.find((r) => r.path === nav.path) ?? routes[0];
  return (
    <section className="tk-screen" data-testid="screen" data-remote="games">
      <h1 className="tk-screen-title">{route ? t(route.titleKey) : null}</h1>
    </section>
  );
}

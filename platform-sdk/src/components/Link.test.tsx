import { fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '../testing/renderWithPlatform';
import { Link } from './Link';

it('is a real link; a plain click navigates in the app, replace when asked', () => {
  const { platform } = renderWithPlatform(
    <>
      <Link to="/m/gameList?vassalage=PG">PG games</Link>
      <Link to="/m/game?category=RNG" replace>
        Slots
      </Link>
    </>,
  );
  const link = screen.getByRole('link', { name: 'PG games' });
  expect(link.getAttribute('href')).toBe('/m/gameList?vassalage=PG');
  expect(fireEvent.click(link)).toBe(false);
  fireEvent.click(screen.getByRole('link', { name: 'Slots' }));
  expect(platform.calls.navigate).toEqual(['/m/gameList?vassalage=PG', '/m/game?category=RNG']);
  expect(platform.calls.navigateOptions).toEqual([undefined, { replace: true }]);
});

it('modified clicks, other buttons and other targets stay the browser’s', () => {
  const { platform } = renderWithPlatform(
    <>
      <Link to="/m/help">Help</Link>
      <Link to="/m/notice" target="_blank">
        Notices
      </Link>
    </>,
  );
  const help = screen.getByRole('link', { name: 'Help' });
  expect(fireEvent.click(help, { ctrlKey: true })).toBe(true);
  expect(fireEvent.click(help, { metaKey: true })).toBe(true);
  expect(fireEvent.click(help, { button: 1 })).toBe(true);
  expect(fireEvent.click(screen.getByRole('link', { name: 'Notices' }))).toBe(true);
  expect(platform.calls.navigate).toEqual([]);
});

it('prefetches the target on intent (pointer over, touch, focus), unless told not to', () => {
  const { platform } = renderWithPlatform(
    <>
      <Link to="/m/gameList">All games</Link>
      <Link to="/m/activity" prefetch="none">
        Promotions
      </Link>
    </>,
  );
  const games = screen.getByRole('link', { name: 'All games' });
  fireEvent.pointerEnter(games);
  fireEvent.touchStart(games);
  fireEvent.focus(games);
  fireEvent.pointerEnter(screen.getByRole('link', { name: 'Promotions' }));
  expect(platform.calls.prefetch).toEqual(['/m/gameList', '/m/gameList', '/m/gameList']);
});

import { fireEvent, screen } from '@testing-library/react';
import { PATHS } from '@tessera/contract';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { EN } from '../../testing/fixtures';
import { ServiceList } from './components/ServiceList';

const LINKS = [{ csType: 'WHATSAPP', url: 'https://wa.me/15550100001' }];

test('with CBS3 the live chat comes first and opens our chat page inside the site; messengers keep their links', () => {
  const { platform } = renderWithPlatform(<ServiceList links={LINKS} />, { resources: EN, flags: { CBS3: true } });
  const links = screen.getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual([PATHS.chat, 'https://wa.me/15550100001']);
  fireEvent.click(links[0]!);
  expect(platform.calls.navigate).toEqual([PATHS.chat]);
});

test('without CBS3 only the messengers are listed', () => {
  renderWithPlatform(<ServiceList links={LINKS} />, { resources: EN, flags: { CBS3: false } });
  expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://wa.me/15550100001']);
});

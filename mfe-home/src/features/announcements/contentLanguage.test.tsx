import { screen, waitFor } from '@testing-library/react';
import type { TInboxMessage } from '@tessera/contract/api';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { announcement, EN } from '../../testing/fixtures';
import HomePage from '../../pages/HomePage';
import InboxPage from '../../pages/InboxPage';
import NoticePage from '../../pages/NoticePage';

// The operator's announcements and inbox messages come in the app's language (issue 28 item 5,
// docs/decisions/languages.md "Per-language content"): every call that answers them sends `lang`.

const langOf = (calls: { name: string; input: unknown }[], name: string) =>
  calls.filter((c) => c.name === name).map((c) => (c.input as { query?: { lang?: string } }).query?.lang);

test('the notice screen asks for its announcements in the app language', async () => {
  const { platform } = renderWithPlatform(<NoticePage />, {
    resources: EN,
    language: 'PT-BR',
    api: { announcementList: { list: [announcement(1)], pageNum: 1, totalPages: 1, total: 1 } },
  });
  await screen.findByRole('button', { name: /Notice 1/ });
  expect(langOf(platform.calls.api, 'announcementList')).toEqual(['PT-BR']);
});

test('the inbox asks for its messages in the app language', async () => {
  const msg: TInboxMessage = { id: 1, title: 'Olá', content: 'Texto', kind: 'NOTICE', broadcast: false, read: false, createdAt: '2026-01-01T00:00:00.000Z' };
  const { platform } = renderWithPlatform(<InboxPage />, {
    resources: EN,
    language: 'PT',
    role: 'member',
    api: { inboxList: { list: [msg], pageNum: 1, totalPages: 1, total: 1, unReadCount: 1 } },
  });
  await screen.findByRole('button', { name: /Olá/ });
  expect(langOf(platform.calls.api, 'inboxList')).toEqual(['PT']);
});

test('home asks for the marquee notices, banners and pop-ups in the app language', async () => {
  const { platform } = renderWithPlatform(<HomePage />, { resources: EN, language: 'PT' });
  await waitFor(() => expect(langOf(platform.calls.api, 'notices')).toContain('PT'));
  await waitFor(() => expect(langOf(platform.calls.api, 'announcementsBanner')).toContain('PT'));
  expect(langOf(platform.calls.api, 'notices').every((l) => l === 'PT')).toBe(true);
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decryptServicePath, PATHS, THROTTLE_MS, withQuery } from '@tessera/contract';
import type { THelpEntry, TInboxMessage } from '@tessera/contract/api';
import { renderWithPlatform, sampleStatus } from '@tessera/platform-sdk/testing';
import { announcement, EN } from '../testing/fixtures';
import HelpDetailPage from './HelpDetailPage';
import HelpPage from './HelpPage';
import InboxPage from './InboxPage';
import MessagePage from './MessagePage';
import NoticePage from './NoticePage';

declare global {
  interface Window {
    __xss?: number;
  }
}

const entry = (id: number, title: string, children: THelpEntry[] = [], content = `<p>${title} body</p>`): THelpEntry => ({ id, title, content, children });
const TREE = [entry(1, 'Account', [entry(11, 'How do I register?'), entry(12, 'I forgot my password')]), entry(2, 'Deposits', [entry(21, 'Deposit methods')])];

describe('help center', () => {
  test('one entry open at a time; a numbered child opens the detail with p and c', async () => {
    const { platform } = renderWithPlatform(<HelpPage />, { resources: EN, api: { helpCenter: TREE } });
    const account = await screen.findByRole('button', { name: 'Account' });
    fireEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Deposits' }));
    expect(account.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const region = screen.getByRole('region', { name: 'Account' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.How do I register?', '2.I forgot my password']);
    fireEvent.click(within(region).getByRole('button', { name: /I forgot my password/ }));
    expect(platform.calls.navigate).toEqual([withQuery(PATHS.helpDetail, { p: 0, c: 1 })]);
    expect(platform.calls.api[0]?.input).toEqual({ query: { lang: 'EN', device: 'MOBILE' } });
  });

  test('no entries: the no-data state', async () => {
    renderWithPlatform(<HelpPage />, { resources: EN, api: { helpCenter: [] } });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No data');
  });

  test('/m/helpDetail?p=&c= shows that child; out of range shows no data', async () => {
    const { unmount } = renderWithPlatform(<HelpDetailPage />, { resources: EN, api: { helpCenter: TREE }, path: withQuery(PATHS.helpDetail, { p: 1, c: 0 }) });
    const article = await screen.findByTestId('help-detail');
    expect(within(article).getByRole('heading', { name: 'Deposit methods' })).toBeTruthy();
    expect(article.textContent).toContain('Deposits');
    unmount();
    renderWithPlatform(<HelpDetailPage />, { resources: EN, api: { helpCenter: TREE }, path: withQuery(PATHS.helpDetail, { p: 5, c: 0 }) });
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
  });

  test('/m/helpDetail?p= alone opens that entry', async () => {
    renderWithPlatform(<HelpDetailPage />, { resources: EN, api: { helpCenter: TREE }, path: withQuery(PATHS.helpDetail, { p: 1 }) });
    expect((await screen.findByRole('button', { name: 'Deposits' })).getAttribute('aria-expanded')).toBe('true');
  });

  test('XSS payloads in help content execute nothing', async () => {
    const evil = entry(1, 'Evil', [], '<img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=1">go</a><script>window.__xss=1</script>');
    const { container } = renderWithPlatform(<HelpPage />, { resources: EN, api: { helpCenter: [evil] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Evil' }));
    container.querySelectorAll('img,a').forEach((el) => {
      el.dispatchEvent(new Event('error'));
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(window.__xss).toBeUndefined();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });
});

describe('notices', () => {
  const page = (list = [announcement(1), announcement(2, { read: true }), announcement(3)]) => ({ list, pageNum: 1, totalPages: 1, total: list.length });

  test('opening an unread notice: read at once, marked on the server, the list reloaded', async () => {
    const { platform } = renderWithPlatform(<NoticePage />, {
      resources: EN,
      role: 'member',
      api: { announcementList: page(), markAnnouncementRead: { announcementId: 1, read: true } },
    });
    expect(await screen.findAllByTestId('notice-unread')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /Notice 1/ }));
    expect(screen.getAllByTestId('notice-unread')).toHaveLength(1);
    await waitFor(() =>
      expect(platform.calls.api.filter((c) => c.name === 'markAnnouncementRead').map((c) => c.input)).toEqual([{ body: { announcementId: 1, read: true } }]),
    );
    await waitFor(() => expect(platform.calls.api.filter((c) => c.name === 'announcementList').length).toBe(2));
  });

  test('mark-read calls are throttled to one per 150 ms', async () => {
    jest.useFakeTimers();
    try {
      const { platform } = renderWithPlatform(<NoticePage />, {
        resources: EN,
        role: 'member',
        api: { announcementList: page(), markAnnouncementRead: { announcementId: 1, read: true } },
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      fireEvent.click(screen.getByRole('button', { name: /Notice 1/ }));
      fireEvent.click(screen.getByRole('button', { name: /Notice 3/ }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      const marks = () => platform.calls.api.filter((c) => c.name === 'markAnnouncementRead').length;
      expect(marks()).toBe(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(THROTTLE_MS.announcementMarkRead - 10);
      });
      expect(marks()).toBe(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(20);
      });
      expect(marks()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a visitor reads locally, with no call', async () => {
    const { platform } = renderWithPlatform(<NoticePage />, { resources: EN, api: { announcementList: page() } });
    fireEvent.click(await screen.findByRole('button', { name: /Notice 1/ }));
    expect(platform.calls.api.some((c) => c.name === 'markAnnouncementRead')).toBe(false);
  });

  test('XSS payloads in an announcement execute nothing', async () => {
    const evil = announcement(9, {
      title: 'Evil',
      content: '<svg onload="window.__xss=1"></svg><p onclick="window.__xss=1">x</p><iframe src="javascript:window.__xss=1"></iframe>',
    });
    const { container } = renderWithPlatform(<NoticePage />, { resources: EN, api: { announcementList: page([evil]) } });
    fireEvent.click(await screen.findByRole('button', { name: /Evil/ }));
    container.querySelectorAll('*').forEach((el) => el.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(window.__xss).toBeUndefined();
    expect(container.querySelector('iframe,svg[onload],[onclick]')).toBeNull();
  });

  test('no announcements: the no-announcement text', async () => {
    renderWithPlatform(<NoticePage />, { resources: EN, api: { announcementList: page([]) } });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No announcement');
  });
});

describe('message center', () => {
  const counts = {
    announcementUnreadCount: { unReadCount: 7, badge: '7' },
    inboxUnreadCount: { unReadCount: 150, badge: '99+' },
    chatUnreadCount: { unReadCount: 0, badge: '' },
  };
  const rowKeys = () =>
    within(screen.getByTestId('message-rows'))
      .getAllByRole('listitem')
      .map((li) => li.firstElementChild?.getAttribute('data-key'));

  test('rows of spec §2; live chat only with CBS3; the messaging app only when configured', () => {
    const { unmount } = renderWithPlatform(<MessagePage />, { resources: EN, flags: { CBS3: false } });
    expect(rowKeys()).toEqual(['announcements', 'inbox', 'affiliate']);
    unmount();
    const status = sampleStatus();
    status.info.paths = { messagingApp: 'https://t.me/demo', affiliateService: 'https://t.me/demo_aff' };
    renderWithPlatform(<MessagePage />, { resources: EN, flags: { CBS3: true }, status });
    expect(rowKeys()).toEqual(['messagingApp', 'announcements', 'inbox', 'chat', 'affiliate']);
    // "Affiliate service" opens the customer-service link (the live-chat entry, as the side menu),
    // never an affiliate address of its own.
    const live = status.info.customerService.find((c) => c.csType === 'LIVECHAT') ?? status.info.customerService[0];
    expect(screen.getByTestId('message-rows').querySelector('[data-key="affiliate"]')?.getAttribute('href')).toBe(decryptServicePath(live!.path));
  });

  test('badges for a member: the count, 99+ above 99, none at 0', async () => {
    renderWithPlatform(<MessagePage />, { resources: EN, role: 'member', flags: { CBS3: true }, api: counts });
    const rows = screen.getByTestId('message-rows');
    await waitFor(() => expect(rows.querySelector('[data-key="inbox"]')?.textContent).toContain('99+'));
    expect(rows.querySelector('[data-key="announcements"]')?.textContent).toContain('7');
    expect(rows.querySelector('[data-key="chat"] .tk-badge')).toBeNull();
  });

  test('a visitor sees no badge and asks for no count', () => {
    const { platform } = renderWithPlatform(<MessagePage />, { resources: EN, flags: { CBS3: true }, api: counts });
    expect(screen.getByTestId('message-rows').querySelector('.tk-badge')).toBeNull();
    expect(platform.calls.api).toEqual([]);
  });

  test('a trial user gets the announcement count only', async () => {
    const { platform } = renderWithPlatform(<MessagePage />, { resources: EN, role: 'trial', flags: { CBS3: true }, api: counts });
    await waitFor(() => expect(platform.calls.api.map((c) => c.name)).toEqual(['announcementUnreadCount']));
  });

  test('live chat opens our own chat page inside the site (the tab is not replaced)', async () => {
    const assign = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { platform } = renderWithPlatform(<MessagePage />, {
      resources: EN,
      role: 'member',
      flags: { CBS3: true },
      api: { ...counts, chatLaunch: { chatUrl: '/m/chat?back=%2Fm%2Fmessage' } },
    });
    fireEvent.click(screen.getByRole('button', { name: /Live chat/ }));
    await waitFor(() => expect(platform.calls.navigate).toEqual(['/m/chat?back=%2Fm%2Fmessage']));
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });

  test("the chat launch sends the header's colour (spec §7 headerColor) with b2c, language, backUrl and title", async () => {
    document.documentElement.style.setProperty('--tk-surface', '#12161f');
    try {
      const { platform } = renderWithPlatform(<MessagePage />, {
        resources: EN,
        role: 'member',
        flags: { CBS3: true },
        api: { ...counts, chatLaunch: { chatUrl: '/m/chat' } },
      });
      fireEvent.click(screen.getByRole('button', { name: /Live chat/ }));
      await waitFor(() =>
        expect(platform.calls.api.find((c) => c.name === 'chatLaunch')?.input).toEqual({
          query: { b2c: '1', language: 'EN', backUrl: PATHS.message, headerColor: '#12161f', title: 'Live chat' },
        }),
      );
    } finally {
      document.documentElement.style.removeProperty('--tk-surface');
    }
  });

  test('rows open the notices and the inbox', () => {
    const { platform } = renderWithPlatform(<MessagePage />, { resources: EN, role: 'member', api: counts });
    fireEvent.click(screen.getByRole('button', { name: /Announcements/ }));
    fireEvent.click(screen.getByRole('button', { name: /Inbox/ }));
    expect(platform.calls.navigate).toEqual([PATHS.notice, PATHS.inbox]);
  });
});

describe('inbox', () => {
  const msg = (id: number, read = false): TInboxMessage => ({
    id,
    title: `Message ${id}`,
    content: `Line one\nLine <b>two</b>`,
    kind: 'NOTICE',
    broadcast: false,
    read,
    createdAt: '2026-11-20T10:00:00.000Z',
  });
  const list = (messages: TInboxMessage[]) => ({
    list: messages,
    pageNum: 1,
    totalPages: 1,
    total: messages.length,
    unReadCount: messages.filter((m) => !m.read).length,
  });

  test('open marks read and shows the text as text; delete asks first and reloads', async () => {
    const { platform } = renderWithPlatform(<InboxPage />, {
      resources: EN,
      role: 'member',
      api: { inboxList: list([msg(1), msg(2, true)]), inboxRead: msg(1, true), inboxDelete: { deleted: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Message 1/ }));
    const detail = screen.getByTestId('inbox-message');
    expect(detail.querySelector('b')).toBeNull();
    expect(detail.textContent).toContain('Line <b>two</b>');
    await waitFor(() => expect(platform.calls.api.find((c) => c.name === 'inboxRead')?.input).toEqual({ params: { id: '1' } }));
    fireEvent.click(within(detail).getByTestId('inbox-delete'));
    await waitFor(() => expect(platform.calls.api.find((c) => c.name === 'inboxDelete')?.input).toEqual({ params: { id: '1' } }));
    expect(platform.calls.dialogs[0]?.kind).toBe('confirm');
    await waitFor(() => expect(platform.calls.toasts).toContainEqual({ type: 'success', message: 'Message deleted' }));
  });

  test('an empty inbox says no data; a trial user is refused', async () => {
    const { unmount } = renderWithPlatform(<InboxPage />, { resources: EN, role: 'member', api: { inboxList: list([]) } });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No data');
    unmount();
    const { platform } = renderWithPlatform(<InboxPage />, { resources: EN, role: 'trial' });
    expect(platform.calls.requireRealMember).toHaveLength(1);
    expect(platform.calls.api).toEqual([]);
  });
});

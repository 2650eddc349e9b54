import { PATHS, primaryServiceLink } from '@tessera/contract';
import { useI18n, useLoading, useNav, useSession, useStatusInfo, useT, useToast } from '@tessera/platform-sdk';
import { useAnnouncementUnread, useChatLaunch, useChatUnread, useInboxUnread } from './api';

/**
 * The page header's colour for the chat's own header (spec §7 chat launch headerColor): the
 * theme's --tk-surface (the header's background, brand stylesheet included) when it is a hex
 * colour, else nothing (the call then leaves it out).
 */
export function headerColor(root: HTMLElement = document.documentElement): string | undefined {
  const value = getComputedStyle(root).getPropertyValue('--tk-surface').trim();
  return /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value) ? value : undefined;
}

export type TMessageRowKey = 'messagingApp' | 'announcements' | 'inbox' | 'chat' | 'affiliate';

export interface TMessageRow {
  key: TMessageRowKey;
  /** Unread count; 0 shows no badge. */
  count: number;
  /** An outside address the row opens in a new tab. */
  href?: string;
}

/**
 * The message center's rows (spec §2): messaging-app link (when configured), Announcements,
 * Messages, Live chat (only with CBS3), Affiliate service (the customer-service link, as the side menu's). Badges only
 * for a session with a non-zero count; a trial user's inbox and chat counts are not asked (spec §6).
 */
export function useMessageCenter() {
  const { isLoggedIn, isRealMember, requireLogin, requireRealMember } = useSession();
  const { flags, statusInfo } = useStatusInfo();
  const nav = useNav();
  const i18n = useI18n();
  const toast = useToast();
  const loading = useLoading();
  const t = useT('home');
  const chatOn = flags.CBS3 === true;
  const announcements = useAnnouncementUnread(isLoggedIn);
  const inbox = useInboxUnread(isRealMember);
  const chat = useChatUnread(isRealMember && chatOn);
  const launch = useChatLaunch();

  const messagingApp = statusInfo.paths.messagingApp;
  // Spec §2: "Affiliate service (opens the customer-service link)" — the same link as the side menu's.
  const affiliate = primaryServiceLink(statusInfo.customerService)?.url;
  const rows: TMessageRow[] = [
    ...(messagingApp ? [{ key: 'messagingApp' as const, count: 0, href: messagingApp }] : []),
    { key: 'announcements', count: announcements.data?.unReadCount ?? 0 },
    { key: 'inbox', count: inbox.data?.unReadCount ?? 0 },
    ...(chatOn ? [{ key: 'chat' as const, count: chat.data?.unReadCount ?? 0 }] : []),
    ...(affiliate ? [{ key: 'affiliate' as const, count: 0, href: affiliate }] : []),
  ];

  // The launch answers our own chat page (a path of this site): it opens inside the site, in
  // place of the message center, with the back arrow returning here.
  const openChat = async () => {
    if (!requireRealMember({ returnTo: PATHS.chat })) return;
    loading.show();
    try {
      const { chatUrl } = await launch.call({
        query: { b2c: '1', language: i18n.language, backUrl: PATHS.message, headerColor: headerColor(), title: t('message.chat').slice(0, 40) },
      });
      nav.navigate(chatUrl.startsWith('/') ? chatUrl : PATHS.chat);
    } catch (e) {
      toast.show('fail', e instanceof Error ? e.message : String(e));
    } finally {
      loading.hide();
    }
  };

  const select = (key: TMessageRowKey) => {
    if (key === 'announcements') {
      if (requireLogin()) nav.navigate(PATHS.notice);
    } else if (key === 'inbox') {
      if (requireRealMember({ returnTo: PATHS.inbox })) nav.navigate(PATHS.inbox);
    } else if (key === 'chat') void openChat();
  };

  return { rows, select, showBadges: isLoggedIn };
}

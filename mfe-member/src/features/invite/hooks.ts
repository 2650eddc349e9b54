import { PATHS, withQuery } from '@tessera/contract';
import { useT, useToast } from '@tessera/platform-sdk';

/**
 * The invitation link on the site the player is on (the spec's registerUrl is the current host),
 * so it works on every domain the merchant serves; the API's inviteUrl names the main domain only.
 * Same rule as the shell's referral popup, so the two show one link.
 */
export function inviteLink(code: string, origin: string = window.location.origin): string {
  return `${origin}${withQuery(PATHS.register, { affiliateCode: code })}`;
}

/** Copy and share of a text; copying falls back to showing the text when the clipboard is refused. */
export function useShare() {
  const t = useT('member');
  const toast = useToast();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return {
    canShare,
    async copy(text: string) {
      try {
        await navigator.clipboard.writeText(text);
        toast.show('success', t('common.copied'));
      } catch {
        toast.show('info', text);
      }
    },
    async share(title: string, url: string) {
      // A dismissed share sheet rejects with AbortError: nothing to tell the player.
      await navigator.share({ title, url }).catch(() => undefined);
    },
  };
}

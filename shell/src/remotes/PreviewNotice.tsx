import { ERROR_CODES, isErrorCode } from '@tessera/contract/api';
import { PreviewBadge } from '@tessera/ui-kit';
import { useState } from 'react';
import { useShellT } from '../i18n';
import { exitPreview, usePreviewStore } from './overrides';

/**
 * The preview badge (docs/decisions/remote-overrides.md): while a remote is previewed, what is
 * loaded instead of the merchant's version and the one-tap way out. When the page presented a
 * grant the server refused, a small notice says why (the page itself is the normal one).
 */
export function PreviewNotice() {
  const t = useShellT();
  const active = usePreviewStore((s) => s.active);
  const refused = usePreviewStore((s) => s.refused);
  const clear = usePreviewStore((s) => s.set);
  const [exiting, setExiting] = useState(false);
  if (active) {
    return (
      <PreviewBadge
        data-testid="preview-badge"
        label={t(active.kind === 'dev' ? 'preview.dev' : 'preview.label')}
        target={active.targets.join(', ')}
        exitLabel={t('preview.exit')}
        exiting={exiting}
        onExit={() => {
          setExiting(true);
          exitPreview();
        }}
      />
    );
  }
  if (refused) {
    const entry = isErrorCode(refused) ? ERROR_CODES[refused] : ERROR_CODES.INTERNAL;
    return (
      <PreviewBadge
        data-testid="preview-refused"
        label={t('preview.label')}
        target={t('preview.refused', { reason: t(entry.i18nKey, { defaultValue: entry.message }) })}
        exitLabel={t('preview.dismiss')}
        onExit={() => clear({ refused: null })}
      />
    );
  }
  return null;
}

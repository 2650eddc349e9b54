import { PreviewBadge } from '@tessera/ui-kit';
import { useEffect, useState } from 'react';
import { useShellT } from '../i18n';
import { UNKNOWN_ERROR, type TErrorEntry } from '../platform/errorWording';
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
  if (refused) return <RefusedNotice code={refused} onDismiss={() => clear({ refused: null })} />;
  return null;
}

/** Why the server refused the preview grant, in the catalogue's words (its chunk loads on demand). */
function RefusedNotice({ code, onDismiss }: { code: string; onDismiss: () => void }) {
  const t = useShellT();
  const [entry, setEntry] = useState<(TErrorEntry & { code: string }) | null>(null);
  useEffect(() => {
    let live = true;
    import('../platform/errorMessages')
      .then((m) => live && setEntry({ code, ...m.catalogueEntry(code) }))
      .catch(() => live && setEntry({ code, ...UNKNOWN_ERROR }));
    return () => {
      live = false;
    };
  }, [code]);
  // Nothing until the reason is known: a badge without its reason would read as a different notice.
  if (entry?.code !== code) return null;
  return (
    <PreviewBadge
      data-testid="preview-refused"
      label={t('preview.label')}
      target={t('preview.refused', { reason: t(entry.i18nKey, { defaultValue: entry.message }) })}
      exitLabel={t('preview.dismiss')}
      onExit={onDismiss}
    />
  );
}

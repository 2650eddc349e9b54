import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/** Operator HTML rendered after sanitising (sanitize.ts); a ui-kit candidate once another remote needs it. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ? `home-html ${className}` : 'home-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}

import type { THelpEntry } from '@tessera/contract/api';
import { SafeHtml } from '../../../components/SafeHtml';

/** One help entry in full (/m/helpDetail). */
export function HelpArticle({ entry, section }: { entry: THelpEntry; section?: string }) {
  return (
    <article className="home-help-article" data-testid="help-detail">
      {section && <p className="home-help-section">{section}</p>}
      <h2 className="home-help-article-title">{entry.title}</h2>
      <SafeHtml html={entry.content} />
    </article>
  );
}

import { useT } from '@tessera/platform-sdk';
import type { THelpEntry } from '@tessera/contract/api';
import { Accordion } from '@tessera/ui-kit';
import { SafeHtml } from '../../../components/SafeHtml';

export interface HelpAccordionProps {
  entries: readonly THelpEntry[];
  openIndex: number | null;
  onOpenChange: (index: number | null) => void;
  /** A numbered child was chosen: open the detail (p = main index, c = child index). */
  onChild: (p: number, c: number) => void;
}

/** The help center (spec §2): one entry open at a time; its HTML, then its children numbered, each opening the detail. */
export function HelpAccordion({ entries, openIndex, onOpenChange, onChild }: HelpAccordionProps) {
  const t = useT('home');
  return (
    <Accordion
      single
      data-testid="help-list"
      className="home-help"
      headingLevel={2}
      openIds={openIndex === null ? [] : [String(openIndex)]}
      onOpenChange={(ids) => onOpenChange(ids.length > 0 ? Number(ids[ids.length - 1]) : null)}
      items={entries.map((entry, p) => ({
        id: String(p),
        title: entry.title,
        content: (
          <>
            {entry.content && <SafeHtml html={entry.content} />}
            {entry.children.length > 0 && (
              <ol className="home-help-children" aria-label={t('help.topics', { title: entry.title })}>
                {entry.children.map((child, c) => (
                  <li key={child.id}>
                    <button type="button" className="home-help-child" onClick={() => onChild(p, c)}>
                      <span className="home-help-number" aria-hidden="true">
                        {c + 1}.
                      </span>
                      <span>{child.title}</span>
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </>
        ),
      }))}
    />
  );
}

import { useId, useState, type ReactNode } from 'react';
import { cx } from './cx';

export interface TAccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly TAccordionItem[];
  /** One section open at a time: opening one closes the other (spec §2 Help center). */
  single?: boolean;
  /** Controlled open ids. */
  openIds?: readonly string[];
  /** Uncontrolled initial open ids. */
  defaultOpenIds?: readonly string[];
  onOpenChange?: (openIds: string[]) => void;
  /** Heading level wrapping each trigger, to fit the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
  'data-testid'?: string;
}

/** Expandable sections; each title is a button with aria-expanded controlling a labelled region. */
export function Accordion({ items, single = false, openIds, defaultOpenIds = [], onOpenChange, headingLevel = 3, className, ...rest }: AccordionProps) {
  const base = useId();
  const [ownOpen, setOwnOpen] = useState<readonly string[]>(defaultOpenIds);
  const open = openIds ?? ownOpen;
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const isOpen = open.includes(id);
    const next = isOpen ? open.filter((o) => o !== id) : single ? [id] : [...open, id];
    if (openIds === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  return (
    <div {...rest} className={cx('tk-accordion', className)}>
      {items.map((item, i) => {
        const isOpen = open.includes(item.id);
        // Ids from the index: item ids may hold characters an HTML id cannot.
        const triggerId = `${base}-t${i}`;
        const panelId = `${base}-p${i}`;
        return (
          <div key={item.id} className="tk-accordion__item">
            <Heading className="tk-accordion__heading">
              <button
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                className="tk-accordion__trigger"
                onClick={() => toggle(item.id)}
              >
                {item.title}
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={triggerId} hidden={!isOpen} className="tk-accordion__panel">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

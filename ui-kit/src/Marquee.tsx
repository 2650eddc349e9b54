import { Fragment, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { MARQUEE_SPEED_PX_PER_S } from './constants';
import { cx } from './cx';
import { useReducedMotion } from './useReducedMotion';

export interface MarqueeProps {
  /** Lines of text (already translated), shown one after another on a single scrolling line. */
  items: readonly string[];
  /** Shown, static, when there are no items (e.g. the translated "no announcement"). */
  emptyText: ReactNode;
  /** Makes the whole strip a button (e.g. open /m/notice). */
  onClick?: () => void;
  /** Leading glyph such as a speaker icon; decorative. */
  icon?: ReactNode;
  /** Scroll speed. Default MARQUEE_SPEED_PX_PER_S. */
  speed?: number;
  className?: string;
  'data-testid'?: string;
}

/**
 * A single line that scrolls continuously and pauses on hover or focus. Under
 * prefers-reduced-motion it does not move: it shows the first item, truncated with an ellipsis.
 */
export function Marquee({ items, emptyText, onClick, icon, speed = MARQUEE_SPEED_PX_PER_S, className, ...rest }: MarqueeProps) {
  const reduced = useReducedMotion();
  const trackRef = useRef<HTMLSpanElement>(null);
  const [durationS, setDurationS] = useState(0);
  const moving = items.length > 0 && !reduced;

  // The track's width includes a container-wide lead-in, so the duration keeps the speed constant.
  // Read when the browser has laid the track out (ResizeObserver), not in a layout effect: reading
  // it during React's commit forced a layout of the whole page while it was being built (~45 ms on
  // a phone at home's first render).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      const width = track.scrollWidth;
      setDurationS(width > 0 ? width / speed : 0);
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [items, speed, moving]);

  let content: ReactNode;
  if (items.length === 0) content = <span className="tk-marquee__static">{emptyText}</span>;
  else if (!moving) content = <span className="tk-marquee__static">{items[0]}</span>;
  else {
    const style = durationS > 0 ? ({ '--tk-marquee-duration': `${durationS}s` } as CSSProperties) : undefined;
    content = (
      <span ref={trackRef} className="tk-marquee__track" style={style}>
        {items.map((text, i) => (
          <Fragment key={i}>
            {/* A real space, so screen readers do not run the items together. */}
            {i > 0 && ' '}
            <span className="tk-marquee__item">{text}</span>
          </Fragment>
        ))}
      </span>
    );
  }

  const body = (
    <>
      {icon && (
        <span className="tk-marquee__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="tk-marquee__viewport">{content}</span>
    </>
  );
  const classes = cx('tk-marquee', moving && 'tk-marquee--moving', className);
  return onClick ? (
    <button {...rest} type="button" className={classes} onClick={() => onClick()}>
      {body}
    </button>
  ) : (
    <div {...rest} className={classes}>
      {body}
    </div>
  );
}

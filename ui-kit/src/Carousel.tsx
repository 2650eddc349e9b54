import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { TIMING_MS } from '@tessera/contract';
import { SWIPE_THRESHOLD_PX } from './constants';
import { cx } from './cx';
import { usePageVisible } from './usePageVisible';
import { useReducedMotion } from './useReducedMotion';

export interface TCarouselSlide {
  id: string;
  src: string;
  /** Translated description of the image; empty string only for purely decorative banners. */
  alt: string;
  href?: string;
}

export interface CarouselProps {
  slides: readonly TCarouselSlide[];
  /** Intrinsic image size: reserves the box (aspect ratio) before images load, so nothing shifts. */
  width: number;
  height: number;
  /** Accessible name of the pagination dot for slide `index` (0-based) of `total` (translated). */
  dotLabel: (index: number, total: number) => string;
  /** Accessible name of the carousel region (translated). */
  label?: string;
  /** Auto-advance period. Default the spec's banner delay (TIMING_MS.bannerAutoAdvance). */
  intervalMs?: number;
  /** A slide was tapped; call `event.preventDefault()` to route in-app instead of following `href`. */
  onSlideClick?: (slide: TCarouselSlide, event: MouseEvent<HTMLElement>) => void;
  className?: string;
  'data-testid'?: string;
}

/**
 * Banner carousel. With more than one slide it auto-advances and loops; it stays still under
 * reduced motion, while the page is hidden, and while the user is touching, hovering or focused
 * on it. Swipe or the dots move it by hand.
 */
export function Carousel({
  slides,
  width,
  height,
  dotLabel,
  label,
  intervalMs = TIMING_MS.bannerAutoAdvance,
  onSlideClick,
  className,
  ...rest
}: CarouselProps) {
  const reduced = useReducedMotion();
  const visible = usePageVisible();
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const swipe = useRef<{ x: number; moved: boolean } | null>(null);
  const count = slides.length;
  const current = count > 0 ? index % count : 0;
  const auto = count > 1 && !reduced && visible && !held;

  // Re-armed on every move, so a manual move gives the new slide its full period.
  useEffect(() => {
    if (!auto) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [auto, current, count, intervalMs]);

  if (count === 0) return null;

  const go = (to: number) => setIndex((to + count) % count);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    swipe.current = { x: e.clientX, moved: false };
    setHeld(true);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    if (e.pointerType !== 'mouse') setHeld(false);
    if (!start || count < 2) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) {
      start.moved = true;
      go(current + (dx < 0 ? 1 : -1));
    }
  };
  const onClickCapture = (e: MouseEvent<HTMLDivElement>) => {
    // A swipe can end with a click on the slide under the finger; it must not open the banner.
    // Keyboard clicks (detail 0) are never swipes.
    if (swipe.current?.moved && e.detail > 0) {
      e.preventDefault();
      e.stopPropagation();
    }
    swipe.current = null;
  };

  return (
    <div
      {...rest}
      role="region"
      aria-label={label}
      className={cx('tk-carousel', className)}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget)) && setHeld(false)}
    >
      <div
        className="tk-carousel__viewport"
        style={{ aspectRatio: `${width} / ${height}` }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
          setHeld(false);
        }}
        onClickCapture={onClickCapture}
      >
        <div className="tk-carousel__track" style={{ transform: `translateX(${-current * 100}%)` }}>
          {slides.map((slide, i) => {
            const img = (
              <img
                src={slide.src}
                alt={slide.alt}
                width={width}
                height={height}
                draggable={false}
                decoding="async"
                {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              />
            );
            return (
              <div key={slide.id} className="tk-carousel__slide" inert={i !== current} aria-hidden={i !== current || undefined}>
                {slide.href ? (
                  <a href={slide.href} className="tk-carousel__link" onClick={(e) => onSlideClick?.(slide, e)}>
                    {img}
                  </a>
                ) : onSlideClick ? (
                  <button type="button" className="tk-carousel__link" onClick={(e) => onSlideClick(slide, e)}>
                    {img}
                  </button>
                ) : (
                  img
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="tk-carousel__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className="tk-carousel__dot"
              aria-label={dotLabel(i, count)}
              aria-current={i === current || undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

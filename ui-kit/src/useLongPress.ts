import { TIMING_MS } from '@tessera/contract';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** Travel (px) after which a press is a scroll or a drag, not a press. */
const MOVE_TOLERANCE_PX = 10;

export interface TLongPress {
  /** The pressed look: on TIMING_MS.pressInDelay after the finger lands, off TIMING_MS.pressOutDelay after it lifts (spec §9). */
  pressed: boolean;
  /** Spread on the pressable element. */
  handlers: {
    onPointerDown(e: PointerEvent<HTMLElement>): void;
    onPointerMove(e: PointerEvent<HTMLElement>): void;
    onPointerUp(): void;
    onPointerCancel(): void;
    onPointerLeave(): void;
    onContextMenu(e: MouseEvent<HTMLElement>): void;
  };
  /** True once, for the click that ends a long press: the caller skips its tap action. */
  consumeClick(): boolean;
}

/**
 * A press that becomes a long press after TIMING_MS.longPress (370 ms), with the spec's press-in
 * (130 ms) and press-out (100 ms) feedback. Moving the finger (a scroll) cancels it; the click
 * that ends a long press is swallowed, so the tile does not also open. Without `onLongPress` it
 * only gives the pressed look.
 */
export function useLongPress(onLongPress: (() => void) | undefined): TLongPress {
  const [pressed, setPressed] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const latest = useRef(onLongPress);
  useEffect(() => {
    latest.current = onLongPress;
  }, [onLongPress]);

  const clear = () => {
    for (const t of timers.current) clearTimeout(t);
    timers.current = [];
  };
  const release = useCallback(() => {
    clear();
    start.current = null;
    timers.current.push(setTimeout(() => setPressed(false), TIMING_MS.pressOutDelay));
  }, []);
  useEffect(() => clear, []);

  const handlers: TLongPress['handlers'] = {
    onPointerDown(e) {
      if (e.button > 0) return;
      clear();
      fired.current = false;
      start.current = { x: e.clientX, y: e.clientY };
      timers.current.push(setTimeout(() => setPressed(true), TIMING_MS.pressInDelay));
      if (latest.current)
        timers.current.push(
          setTimeout(() => {
            fired.current = true;
            start.current = null;
            setPressed(false);
            latest.current?.();
          }, TIMING_MS.longPress),
        );
    },
    onPointerMove(e) {
      const s = start.current;
      if (s && Math.hypot(e.clientX - s.x, e.clientY - s.y) > MOVE_TOLERANCE_PX) release();
    },
    onPointerUp: release,
    onPointerCancel: release,
    onPointerLeave() {
      if (start.current) release();
    },
    onContextMenu(e) {
      // A long press on a phone also asks for the browser's image menu: the details come instead.
      if (latest.current) e.preventDefault();
    },
  };

  const consumeClick = () => {
    if (!fired.current) return false;
    fired.current = false;
    return true;
  };
  return { pressed, handlers, consumeClick };
}

import type { RefObject } from 'react';

export interface LotteryFrameProps {
  src: string;
  /** The frame's accessible name (translated). */
  title: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
}

/**
 * The framed lottery game. Sandboxed: scripts and forms run (the game needs them) and it keeps this
 * site's origin (its calls are same-origin), but it cannot navigate this page, open popups or
 * download; it talks to this page only by origin-checked postMessage.
 */
export function LotteryFrame({ src, title, frameRef }: LotteryFrameProps) {
  return (
    <iframe
      ref={frameRef}
      className="lt-frame"
      src={src}
      title={title}
      sandbox="allow-scripts allow-same-origin allow-forms"
      referrerPolicy="no-referrer"
      data-testid="lottery-frame"
    />
  );
}

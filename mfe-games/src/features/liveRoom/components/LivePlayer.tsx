import { useCallback, useEffect, useRef, useState } from 'react';
import type { TEndpointOutput, liveRoomStream } from '@tessera/contract/api';
import { useT } from '@tessera/platform-sdk';
import { Button, IconButton, Spinner } from '@tessera/ui-kit';

type TStream = TEndpointOutput<typeof liveRoomStream>['stream'];

export interface LivePlayerProps {
  stream: TStream;
  /** Date.now() when the stream's answer arrived: the position it names was true then. */
  answeredAt: number;
  /** The room's name, for the player's label. */
  name: string;
}

type TState = 'loading' | 'playing' | 'paused' | 'failed';

/** Where the loop is now: the answer's position plus the time since, wrapped by the clip's length. */
export function livePosition(stream: Pick<TStream, 'positionSeconds' | 'durationSeconds'>, answeredAt: number, now = Date.now()): number {
  const d = stream.durationSeconds;
  if (!(d > 0)) return 0;
  const at = stream.positionSeconds + Math.max(0, now - answeredAt) / 1000;
  return ((at % d) + d) % d;
}

/**
 * The room's stream in a native <video>: "live" is the clip looped from the server's epoch, so it
 * starts at the moment every viewer sees (livePosition). Muted autoplay (what browsers allow) with
 * an unmute control; the poster while it loads; "Loading failed, tap to retry" when it fails.
 */
export function LivePlayer({ stream, answeredAt, name }: LivePlayerProps) {
  const t = useT('games');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<TState>('loading');
  const [muted, setMuted] = useState(true);
  const [attempt, setAttempt] = useState(0);

  const start = useCallback(() => {
    const v = video.current;
    if (!v) return;
    v.play().catch(() => {
      // Autoplay refused (a browser setting): the player waits for a tap.
      if (!v.error) setState('paused');
    });
  }, []);

  useEffect(() => {
    const v = video.current;
    if (v) v.muted = muted;
  }, [muted]);

  const onMetadata = () => {
    const v = video.current;
    if (!v) return;
    v.currentTime = livePosition(stream, answeredAt);
    start();
  };
  const retry = () => {
    setState('loading');
    setAttempt((n) => n + 1);
  };

  return (
    <div className="gm-player" data-state={state} data-testid="live-player">
      <video
        key={attempt}
        ref={video}
        className="gm-player__video"
        src={stream.src}
        poster={stream.posterUrl}
        muted
        autoPlay
        playsInline
        loop
        preload="auto"
        aria-label={t('room.player', { name })}
        data-testid="live-video"
        onLoadedMetadata={onMetadata}
        onPlaying={() => setState('playing')}
        onWaiting={() => setState((s) => (s === 'failed' ? s : 'loading'))}
        onError={() => setState('failed')}
      />
      <span className="gm-player__live" aria-hidden="true">
        {t('room.live')}
      </span>
      {state === 'loading' && (
        <div className="gm-player__overlay">
          <Spinner label={t('room.loading')} />
        </div>
      )}
      {state === 'failed' && (
        <div className="gm-player__overlay" role="alert">
          <Button variant="secondary" onClick={retry} data-testid="live-retry">
            {t('room.failed')}
          </Button>
        </div>
      )}
      {state === 'paused' && (
        <div className="gm-player__overlay">
          <Button onClick={start}>{t('room.play')}</Button>
        </div>
      )}
      {state !== 'failed' && (
        <IconButton
          className="gm-player__sound"
          variant="secondary"
          size="sm"
          label={muted ? t('room.unmute') : t('room.mute')}
          aria-pressed={!muted}
          onClick={() => setMuted((m) => !m)}
          data-testid="live-sound"
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4 9h4l5-4v14l-5-4H4z" />
            {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M17 8a5 5 0 0 1 0 8M19.5 5.5a9 9 0 0 1 0 13" />}
          </svg>
        </IconButton>
      )}
    </div>
  );
}

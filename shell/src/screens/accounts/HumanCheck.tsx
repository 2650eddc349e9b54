import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { THumanCheckAnswerValue } from '@tessera/contract';
import { useShellT } from '../../i18n';
import { solvedHumanCheck } from './accountsApi';

// The human check of the observable contract: a slider (role="slider", test id human-check),
// passed by dragging the handle to the end or from the keyboard (End, or ArrowRight to the end).
// What it proves is checked by the server: the challenge is fetched and solved while the player
// slides, and login / registration send the answer, which the API verifies once
// (docs/decisions/accounts-human-check.md). To reset it (spec §8: after a failed login or
// registration) the form renders it with a new `key`: a fresh component, a fresh challenge.

export interface HumanCheckProps {
  onChange: (answer: THumanCheckAnswerValue | null) => void;
  /**
   * The login the check is for, as typed when the check appears (after a failed login the form
   * renders a new check, which then names it): the API prices the challenge by its failures too.
   */
  username?: string | undefined;
  /** The message when the form was sent without passing the check (translated). */
  error?: string | undefined;
}

type TState = 'idle' | 'checking' | 'passed' | 'failed';
const STEP = 10;
/** Let go past this share of the track and it counts as the end (fingers stop short of edges). */
const END_SHARE = 0.92;

export function HumanCheck({ onChange, username, error }: HumanCheckProps) {
  const t = useShellT();
  const errorId = useId();
  const [value, setValue] = useState(0);
  const [state, setState] = useState<TState>('idle');
  const answer = useRef<Promise<THumanCheckAnswerValue> | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const onChangeRef = useRef(onChange);
  // Read when a challenge is fetched: typing does not fetch a new one.
  const usernameRef = useRef(username);
  useEffect(() => {
    onChangeRef.current = onChange;
    usernameRef.current = username;
  });

  // A challenge as soon as the check shows, solved in the background while the player slides.
  useEffect(() => {
    const controller = new AbortController();
    const pending = solvedHumanCheck(controller.signal, usernameRef.current);
    pending.catch(() => {});
    answer.current = pending;
    return () => controller.abort();
  }, []);

  const complete = () => {
    setValue(100);
    if (state === 'passed' || state === 'checking') return;
    setState('checking');
    const pending = answer.current;
    pending
      ?.then((a) => {
        if (answer.current !== pending) return;
        setState('passed');
        onChangeRef.current(a);
      })
      .catch(() => {
        if (answer.current !== pending) return;
        setState('failed');
        setValue(0);
      });
  };

  const retry = () => {
    const pending = solvedHumanCheck(undefined, usernameRef.current);
    pending.catch(() => {});
    answer.current = pending;
    setState('idle');
    setValue(0);
  };

  const locked = state === 'passed' || state === 'checking';

  const onKeyDown = (e: KeyboardEvent) => {
    if (locked) return;
    let next: number | null = null;
    if (e.key === 'End') next = 100;
    else if (e.key === 'ArrowRight' || e.key === 'ArrowUp') next = Math.min(100, value + STEP);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') next = Math.max(0, value - STEP);
    if (next === null) return;
    e.preventDefault();
    if (next >= 100) complete();
    else setValue(next);
  };

  const share = (clientX: number): number => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    const rtl = document.documentElement.dir === 'rtl';
    const x = rtl ? rect.right - clientX : clientX - rect.left;
    return Math.max(0, Math.min(1, x / rect.width));
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (locked) return;
    dragging.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) setValue(Math.round(share(e.clientX) * 100));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    if (share(e.clientX) >= END_SHARE) complete();
    else setValue(0);
  };

  const text =
    state === 'passed'
      ? t('accounts.humanCheck.passed')
      : state === 'checking'
        ? t('accounts.humanCheck.checking')
        : state === 'failed'
          ? t('accounts.humanCheck.failed')
          : t('accounts.humanCheck.slide');

  return (
    <div className={`acc-human${state === 'passed' ? ' acc-human--passed' : ''}${error ? ' acc-human--invalid' : ''}`}>
      <div className="acc-human__track" ref={track}>
        <div className="acc-human__fill" style={{ inlineSize: `${value}%` }} aria-hidden="true" />
        <span className="acc-human__text" aria-hidden="true">
          {text}
        </span>
        <div
          role="slider"
          tabIndex={0}
          data-testid="human-check"
          data-state={state}
          className="acc-human__thumb"
          style={{ insetInlineStart: `calc(${value}% - ${value / 100} * var(--acc-thumb))` }}
          aria-label={t('accounts.humanCheck.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-disabled={locked || undefined}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            dragging.current = false;
            setValue(0);
          }}
        >
          <span aria-hidden="true">{state === 'passed' ? '✓' : '»'}</span>
        </div>
      </div>
      {state === 'failed' && (
        <button type="button" className="acc-link" onClick={retry}>
          {t('accounts.humanCheck.retry')}
        </button>
      )}
      {error && (
        <p id={errorId} className="tk-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

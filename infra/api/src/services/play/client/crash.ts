import { $, callTwice, fill, loadSession, messageOf, newId, say, settled, setUpPage, ticketFor, tr, type TCrash } from './play';

// The demo crash game (/play/crash): a bet and an automatic cash-out, BET. The server draws where
// the multiplier crashes and settles the round at once; the page then flies the curve up to that
// point (at most about 2.5 s, at once with reduced motion) and says how the round ended.

const reduced = () => typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The curve and the multiplier shown at `m` (1 … top), on a scale that ends at `top`. */
function draw(m: number, top: number): void {
  const steps = 24;
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const v = 1 + ((m - 1) * i) / steps;
    // Inside the sky with room for the stroke (4 px): x 4-316, y 176-10.
    const x = 4 + (312 * Math.log(v)) / Math.log(Math.max(top, 1.01));
    const y = 176 - (166 * (v - 1)) / Math.max(top - 1, 0.01);
    points.push(`${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  $('curve').setAttribute('d', points.join(' '));
  $('multiplier').textContent = `${m.toFixed(2)}×`;
}

function fly(to: number, done: () => void): void {
  if (reduced() || to <= 1) {
    draw(to, Math.max(to, 2));
    done();
    return;
  }
  const duration = Math.min(2500, 600 + 900 * Math.log(to));
  const started = performance.now();
  const frame = (now: number) => {
    const t = Math.min(1, (now - started) / duration);
    draw(1 + (to - 1) * t * t, Math.max(to, 2));
    if (t < 1) requestAnimationFrame(frame);
    else done();
  };
  requestAnimationFrame(frame);
}

function start(): void {
  setUpPage();
  const ticket = ticketFor('crash');
  if (!ticket) {
    say(tr('fromLobby', 'Open this game from the lobby.'));
    return;
  }
  const go = $<HTMLButtonElement>('launch');
  loadSession(ticket, go);
  draw(1, 2);

  go.addEventListener('click', () => {
    go.disabled = true;
    say('');
    document.body.classList.remove('crashed');
    const cashOut = $<HTMLSelectElement>('cashout').value;
    callTwice<TCrash>('/api/v1/play/crash/round', { ticket, roundId: newId(), bet: $<HTMLSelectElement>('bet').value, cashOut })
      .then((r) => {
        fly(Number(r.crashedAt), () => {
          document.body.classList.add('crashed');
          const values = { at: r.crashedAt, cashOut: r.cashOut, win: r.win };
          settled(
            r,
            r.cashedOut
              ? fill(tr('crashWon', 'Crashed at {at}×. You cashed out at {cashOut}× and win {win}.'), values)
              : fill(tr('crashLost', 'Crashed at {at}×, before your {cashOut}× cash-out. You lose the bet.'), values),
            r.cashedOut,
          );
          go.disabled = false;
        });
      })
      .catch((e: unknown) => {
        say(messageOf(e));
        go.disabled = false;
      });
  });
}

start();

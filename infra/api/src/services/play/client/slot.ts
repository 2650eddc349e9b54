import { $, callTwice, fill, loadSession, messageOf, newId, say, settled, setUpPage, ticketFor, tr, type TSpin } from './play';

// The demo slot's page (/play/slot, in its own window): three reels, a bet, SPIN.

type TSymbol = TSpin['reels'][number];

const LABEL: Readonly<Record<TSymbol, string>> = { SEVEN: '7', BAR: 'BAR', BELL: 'BELL', PLUM: 'PLUM', LEMON: 'LEMON', CHERRY: 'CHERRY' };
const NAMES = Object.keys(LABEL) as TSymbol[];

function show(i: number, s: TSymbol): void {
  const el = $(`reel-${i}`);
  el.textContent = LABEL[s];
  el.className = `sym s-${s}`;
}

function start(): void {
  setUpPage();
  const ticket = ticketFor('slot');
  if (!ticket) {
    say(tr('fromLobby', 'Open this game from the lobby.'));
    return;
  }
  const spin = $<HTMLButtonElement>('spin');
  loadSession(ticket, spin);

  spin.addEventListener('click', () => {
    spin.disabled = true;
    say('');
    const reels = document.querySelector('.reels');
    reels?.classList.add('spinning');
    // The reels turn until the answer, at least 600 ms.
    const timer = window.setInterval(() => {
      for (let i = 0; i < 3; i++) show(i, NAMES[Math.floor(Math.random() * NAMES.length)] ?? 'SEVEN');
    }, 70);
    const started = Date.now();
    callTwice<TSpin>('/api/v1/play/slot/spin', { ticket, spinId: newId(), bet: $<HTMLSelectElement>('bet').value })
      .then((r) => {
        window.setTimeout(
          () => {
            window.clearInterval(timer);
            reels?.classList.remove('spinning');
            r.reels.forEach((s, i) => show(i, s));
            settled(
              r,
              r.multiplier > 0
                ? fill(tr('slotWon', 'You win {win} ({multiplier}×).'), { win: r.win, multiplier: String(r.multiplier) })
                : tr('slotLost', 'No win this time.'),
              r.multiplier > 0,
            );
            spin.disabled = false;
          },
          Math.max(0, 600 - (Date.now() - started)),
        );
      })
      .catch((e: unknown) => {
        window.clearInterval(timer);
        reels?.classList.remove('spinning');
        say(messageOf(e));
        spin.disabled = false;
      });
  });
}

start();

import { $, callTwice, fill, loadSession, messageOf, newId, say, settled, setUpPage, ticketFor, tr, type TFight } from './play';

// The demo cockfight (/play/cockfight): pick meron (red corner), wala (blue corner) or draw, a bet,
// FIGHT. The server draws the fight and settles it at once; the page then plays a short fight
// (at once with reduced motion) and says who won and what the bet returned.

const reduced = () => typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const WINNER: Readonly<Record<TFight['winner'], { key: string; english: string }>> = {
  MERON: { key: 'meronWins', english: 'Meron wins after {s} s.' },
  WALA: { key: 'walaWins', english: 'Wala wins after {s} s.' },
  DRAW: { key: 'drawResult', english: 'A draw after {s} s.' },
};

/** The pit while the fight plays: both corners shake for up to 1.6 s, then the winner's corner lights up. */
function play(winner: TFight['winner'], done: () => void): void {
  const pit = $('pit');
  pit.classList.remove('w-MERON', 'w-WALA', 'w-DRAW');
  const state = $('fight-state');
  const finish = () => {
    pit.classList.remove('fighting');
    pit.classList.add(`w-${winner}`);
    state.textContent = winner === 'DRAW' ? tr('drawBet', 'Draw') : winner === 'MERON' ? tr('meron', 'Meron') : tr('wala', 'Wala');
    done();
  };
  if (reduced()) return finish();
  pit.classList.add('fighting');
  state.textContent = '…';
  window.setTimeout(finish, 1600);
}

function start(): void {
  setUpPage();
  const ticket = ticketFor('cockfight');
  if (!ticket) {
    say(tr('fromLobby', 'Open this game from the lobby.'));
    return;
  }
  const go = $<HTMLButtonElement>('fight');
  loadSession(ticket, go);

  go.addEventListener('click', () => {
    go.disabled = true;
    say('');
    const pick = (document.querySelector('input[name="pick"]:checked') as HTMLInputElement | null)?.value ?? 'MERON';
    callTwice<TFight>('/api/v1/play/cockfight/fight', { ticket, roundId: newId(), bet: $<HTMLSelectElement>('bet').value, pick })
      .then((r) => {
        play(r.winner, () => {
          const w = WINNER[r.winner];
          const result = fill(tr(w.key, w.english), { s: String(r.seconds) });
          const won = r.winner === r.pick;
          const pushed = !won && r.winner === 'DRAW';
          const outcome = won
            ? fill(tr('youWin', 'You win {win}.'), { win: r.win })
            : pushed
              ? fill(tr('betReturned', 'Your bet of {bet} is returned.'), { bet: r.bet })
              : tr('youLoseFight', 'You lose this fight.');
          settled(r, `${result} ${outcome}`, won);
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

import { $, callTwice, fill, loadSession, messageOf, newId, say, settled, setUpPage, ticketFor, tr, type TDeal } from './play';

// The demo baccarat table (/play/table): pick player, banker or tie, a bet, DEAL. The server deals
// the hand (punto banco, a fresh 8-deck shoe) and settles it; the page shows the cards and totals.

const RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
// Suits are decoration: the server deals ranks (suits never change a baccarat hand).
const SUITS = ['♠', '♥', '♦', '♣'];

function cards(id: string, ranks: readonly number[], offset: number): void {
  const box = $(id);
  box.textContent = '';
  ranks.forEach((r, i) => {
    const suit = SUITS[(r + i + offset) % 4] ?? '♠';
    const card = document.createElement('span');
    card.className = suit === '♥' || suit === '♦' ? 'card red' : 'card';
    card.textContent = `${RANK[r] ?? '?'}${suit}`;
    box.appendChild(card);
  });
}

const SIDE: Readonly<Record<TDeal['winner'], { key: string; english: string }>> = {
  PLAYER: { key: 'playerWins', english: 'Player wins {p} to {b}.' },
  BANKER: { key: 'bankerWins', english: 'Banker wins {b} to {p}.' },
  TIE: { key: 'tieResult', english: 'Tie, {p} to {b}.' },
};

function start(): void {
  setUpPage();
  const ticket = ticketFor('table');
  if (!ticket) {
    say(tr('fromLobby', 'Open this game from the lobby.'));
    return;
  }
  const deal = $<HTMLButtonElement>('deal');
  loadSession(ticket, deal);

  deal.addEventListener('click', () => {
    deal.disabled = true;
    say('');
    const pick = (document.querySelector('input[name="pick"]:checked') as HTMLInputElement | null)?.value ?? 'PLAYER';
    callTwice<TDeal>('/api/v1/play/table/deal', { ticket, roundId: newId(), bet: $<HTMLSelectElement>('bet').value, pick })
      .then((r) => {
        cards('player-cards', r.player, 0);
        cards('banker-cards', r.banker, 2);
        $('player-total').textContent = String(r.playerTotal);
        $('banker-total').textContent = String(r.bankerTotal);
        const side = SIDE[r.winner];
        const result = fill(tr(side.key, side.english), { p: String(r.playerTotal), b: String(r.bankerTotal) });
        const won = r.winner === r.pick;
        const pushed = !won && r.winner === 'TIE';
        const outcome = won
          ? fill(tr('youWin', 'You win {win}.'), { win: r.win })
          : pushed
            ? fill(tr('betReturned', 'Your bet of {bet} is returned.'), { bet: r.bet })
            : tr('youLose', 'You lose this hand.');
        settled(r, `${result} ${outcome}`, won);
        deal.disabled = false;
      })
      .catch((e: unknown) => {
        say(messageOf(e));
        deal.disabled = false;
      });
  });
}

start();

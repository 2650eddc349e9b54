import {
  $,
  call,
  callTwice,
  codeOf,
  fillLevels,
  fillSession,
  messageOf,
  newId,
  notify,
  say,
  setUpPage,
  ticketFor,
  tr,
  type TDraws,
  type TLotteryBet,
  type TPlaySession,
} from './play';

// The demo lottery's page (/play/lottery, framed by /m/launchGame): the open draw and its
// countdown, traditional (digits per position) and entertainment (big/small/odd/even) bets, the
// player's bets of this visit and the latest results.

type TPlayType = TLotteryBet['playType'];

interface TState {
  playType: TPlayType;
  pick: string | null;
  open: TDraws['open'] | null;
  /** Server time minus this device's clock (ms). */
  offset: number;
  nodeId: string | null;
  bets: TLotteryBet[];
  lastResults: Record<number, number[]>;
}

const state: TState = { playType: 'trad', pick: null, open: null, offset: 0, nodeId: null, bets: [], lastResults: {} };
let ticket = '';

function setTab(t: TPlayType): void {
  state.playType = t;
  $('tab-trad').className = t === 'trad' ? 'active' : '';
  $('tab-ent').className = t === 'ent' ? 'active' : '';
  $('pane-trad').className = t === 'trad' ? 'pane' : 'pane hidden';
  $('pane-ent').className = t === 'ent' ? 'pane' : 'pane hidden';
}

function balls(el: HTMLElement, numbers: readonly number[]): void {
  el.textContent = '';
  for (const n of numbers) {
    const s = document.createElement('span');
    s.className = 'ball';
    s.textContent = String(n);
    el.appendChild(s);
  }
}

function wins(bet: TLotteryBet, numbers: readonly number[]): boolean {
  if (bet.playType === 'trad') return bet.selection.split('').every((c, i) => c === '-' || Number(c) === numbers[i]);
  const sum = numbers.reduce((a, b) => a + b, 0);
  return bet.selection === 'big' ? sum >= 23 : bet.selection === 'small' ? sum <= 22 : bet.selection === 'odd' ? sum % 2 === 1 : sum % 2 === 0;
}

function renderBets(): void {
  const ul = $('my-bets');
  ul.textContent = '';
  for (const b of state.bets.slice().reverse()) {
    const li = document.createElement('li');
    const res = state.lastResults[b.drawNo];
    const status = res ? (wins(b, res) ? 'WON' : 'LOST') : 'OPEN';
    li.className = status === 'WON' ? 'won' : status === 'LOST' ? 'lost' : '';
    const pick = b.playType === 'ent' ? tr(b.selection, b.selection) : b.selection;
    li.textContent = `#${b.drawNo} ${tr(b.playType, b.playType)} ${pick} · ${b.stake} · ${tr(status.toLowerCase(), status)}`;
    ul.appendChild(li);
  }
}

function refreshBalance(): Promise<void> {
  return call<TPlaySession>('POST', '/api/v1/play/session', { ticket })
    .then(fillSession)
    .catch(() => {});
}

function loadDraws(): Promise<void> {
  if (!state.nodeId) return Promise.resolve();
  return call<TDraws>('GET', `/api/v1/play/lottery/draws?limit=10&nodeId=${encodeURIComponent(state.nodeId)}`)
    .then((d) => {
      state.offset = Date.parse(d.serverTime) - Date.now();
      const changed = !state.open || state.open.drawNo !== d.open.drawNo;
      state.open = d.open;
      $('draw-no').textContent = String(d.open.drawNo);
      if (d.results[0]) balls($('last-numbers'), d.results[0].numbers);
      const ul = $('results');
      ul.textContent = '';
      for (const r of d.results) {
        state.lastResults[r.drawNo] = r.numbers;
        const li = document.createElement('li');
        const l = document.createElement('span');
        l.textContent = `#${r.drawNo}`;
        const n = document.createElement('span');
        n.textContent = `${r.numbers.join(' ')}  (${tr('sum', 'sum')} ${r.sum})`;
        li.appendChild(l);
        li.appendChild(n);
        ul.appendChild(li);
      }
      renderBets();
      if (changed) void refreshBalance();
    })
    .catch((e: unknown) => say(messageOf(e)));
}

function tick(): void {
  if (!state.open) return;
  const left = Math.max(0, Math.ceil((Date.parse(state.open.closesAt) - (Date.now() + state.offset)) / 1000));
  $('countdown').textContent = `${left}s`;
  if (left === 0) void loadDraws();
}

function place(): void {
  let selection: string;
  if (state.playType === 'trad') {
    selection = [1, 2, 3, 4, 5].map((p) => $<HTMLSelectElement>(`pos-${p}`).value).join('');
    if (!/[0-9]/.test(selection)) {
      say(tr('pickDigit', 'Pick at least one digit.'));
      return;
    }
  } else {
    if (!state.pick) {
      say(tr('choosePick', 'Choose big, small, odd or even.'));
      return;
    }
    selection = state.pick;
  }
  if (!state.open) return;
  const btn = $<HTMLButtonElement>('place');
  btn.disabled = true;
  say('');
  callTwice<TLotteryBet>('/api/v1/play/lottery/bets', {
    ticket,
    betId: newId(),
    drawNo: state.open.drawNo,
    playType: state.playType,
    selection,
    stake: $<HTMLSelectElement>('stake').value,
  })
    .then((r) => {
      $('balance').textContent = r.balance;
      notify({ type: 'balance', mode: r.mode, balance: r.balance });
      state.bets.push(r);
      renderBets();
      say(tr('placed', 'Bet placed on draw #') + r.drawNo, true);
    })
    .catch((e: unknown) => {
      say(messageOf(e));
      if (codeOf(e) === 'PLAY_DRAW_CLOSED') void loadDraws();
    })
    .then(() => {
      btn.disabled = false;
    });
}

function start(): void {
  setUpPage();
  const t = ticketFor('lottery');
  if (!t) {
    say(tr('fromLobby', 'Open this game from the lobby.'));
    return;
  }
  ticket = t;
  $('tab-trad').addEventListener('click', () => setTab('trad'));
  $('tab-ent').addEventListener('click', () => setTab('ent'));
  const picks = document.querySelectorAll<HTMLButtonElement>('.pick');
  for (const b of picks) {
    b.addEventListener('click', () => {
      state.pick = b.getAttribute('data-pick');
      for (const o of picks) o.className = o === b ? 'pick active' : 'pick';
    });
  }
  call<TPlaySession>('POST', '/api/v1/play/session', { ticket })
    .then((s) => {
      fillSession(s);
      fillLevels($<HTMLSelectElement>('stake'), s.betLevels);
      setTab(s.playType || 'trad');
      $<HTMLButtonElement>('place').disabled = false;
      state.nodeId = s.nodeId;
      void loadDraws();
    })
    .catch((e: unknown) => say(messageOf(e)));
  window.setInterval(tick, 500);
  window.setInterval(() => void loadDraws(), 15000);
  $('place').addEventListener('click', place);
}

start();

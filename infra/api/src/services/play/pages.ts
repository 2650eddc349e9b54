import { REEL_WEIGHTS, THREE_OF_A_KIND, TWO_CHERRIES, ENT_ODDS, tradOdds } from './rules';

// The demo game pages (/play/slot, /play/lottery): static HTML plus one same-origin script and one
// stylesheet each (the site's CSP forbids inline scripts and styles: plugins/security.ts). The
// page reads its launch ticket from ?ticket=, keeps it in sessionStorage, removes it from the
// address bar, and sends it in the body of the play calls. No member data is rendered by the
// server: everything comes from the play calls.

export const PLAY_ASSET_PREFIX = '/play/assets/';

const head = (title: string, script: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${title}</title>
<link rel="stylesheet" href="${PLAY_ASSET_PREFIX}play.css">
<script defer src="${PLAY_ASSET_PREFIX}${script}"></script>
</head>`;

/** Where each page's "Back" link goes: the shell's lobby route for the game (spec §2). */
export const PLAY_BACK_HREF = { slot: '/m/home', lottery: '/m/lottery' } as const;

// A plain same-origin link (no script needed, keyboard focusable, 44 px tall target). Fixed
// lobby routes for now; launchGame does not take a return path.
const topBar = (back: string) => `<header class="bar">
  <a class="back" href="${back}"><span aria-hidden="true">‹</span> <span data-t="back">Back</span></a>
  <div class="game"><span id="game-name" data-t="loading">Loading…</span> <span id="mode" class="badge"></span></div>
  <div class="balance"><small class="label" data-t="balance">Balance</small> <strong id="balance">—</strong> <small id="currency"></small></div>
</header>`;

const symbolLabel: Record<string, string> = { SEVEN: '7', BAR: 'BAR', BELL: 'BELL', PLUM: 'PLUM', LEMON: 'LEMON', CHERRY: 'CHERRY' };

const paytableRows = Object.entries(THREE_OF_A_KIND)
  .map(
    ([s, m]) =>
      `<tr><td><span class="sym s-${s}">${symbolLabel[s]}</span> ×3</td><td>${m}×</td><td>${REEL_WEIGHTS[s as keyof typeof REEL_WEIGHTS]}/32</td></tr>`,
  )
  .join('');

export const SLOT_HTML = `${head('Demo slot', 'slot.js')}
<body class="play slot">
${topBar(PLAY_BACK_HREF.slot)}
<main>
  <section class="reels" aria-live="polite">
    <div class="reel"><span id="reel-0" class="sym s-SEVEN">7</span></div>
    <div class="reel"><span id="reel-1" class="sym s-SEVEN">7</span></div>
    <div class="reel"><span id="reel-2" class="sym s-SEVEN">7</span></div>
  </section>
  <p class="lastwin">Last win: <strong id="last-win">—</strong></p>
  <section class="controls">
    <label>Bet <select id="bet"></select></label>
    <button id="spin" type="button" disabled>SPIN</button>
  </section>
  <p id="message" class="message" role="status"></p>
  <details class="paytable"><summary>Paytable (RTP 95.996%)</summary>
    <table><thead><tr><th>Line</th><th>Pays</th><th>Weight/reel</th></tr></thead><tbody>${paytableRows}
    <tr><td>Any two <span class="sym s-CHERRY">CHERRY</span></td><td>${TWO_CHERRIES}×</td><td></td></tr></tbody></table>
  </details>
</main>
</body>
</html>
`;

const positionSelects = [1, 2, 3, 4, 5]
  .map(
    (p) =>
      `<label>P${p}<select id="pos-${p}" class="pos"><option value="-">–</option>${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => `<option>${d}</option>`).join('')}</select></label>`,
  )
  .join('');

export const LOTTERY_HTML = `${head('Demo lottery', 'lottery.js')}
<body class="play lottery">
${topBar(PLAY_BACK_HREF.lottery)}
<main>
  <section class="draw">
    <div><span data-t="draw">Draw</span> <strong id="draw-no">—</strong></div>
    <div><span data-t="closesIn">Closes in</span> <strong id="countdown">—</strong></div>
  </section>
  <section class="last-result"><span data-t="lastResult">Last result:</span> <span id="last-numbers" class="balls"></span></section>
  <nav class="tabs" role="tablist">
    <button id="tab-trad" type="button" role="tab" data-t="tradition">Tradition</button>
    <button id="tab-ent" type="button" role="tab" data-t="entertainment">Entertainment</button>
  </nav>
  <section id="pane-trad" class="pane">
    <p class="hint" data-t="hintTrad">Pick a digit for 1-5 positions (– = any). One position pays ${tradOdds(1)}×, two ${tradOdds(2)}×, three ${tradOdds(3)}×…</p>
    <div class="positions">${positionSelects}</div>
  </section>
  <section id="pane-ent" class="pane hidden">
    <p class="hint" data-t="hintEnt">On the sum of the five digits (0-45): big 23-45, small 0-22, odd, even. Pays ${ENT_ODDS}×.</p>
    <div class="picks">
      <button type="button" class="pick" data-pick="big" data-t="big">Big</button><button type="button" class="pick" data-pick="small" data-t="small">Small</button>
      <button type="button" class="pick" data-pick="odd" data-t="odd">Odd</button><button type="button" class="pick" data-pick="even" data-t="even">Even</button>
    </div>
  </section>
  <section class="controls">
    <label><span data-t="stake">Stake</span> <select id="stake"></select></label>
    <button id="place" type="button" disabled data-t="bet">BET</button>
  </section>
  <p id="message" class="message" role="status"></p>
  <section><h2 data-t="myBets">My bets</h2><ul id="my-bets" class="list"></ul></section>
  <section><h2 data-t="results">Results</h2><ul id="results" class="list"></ul></section>
</main>
</body>
</html>
`;

export const PLAY_CSS = `*{box-sizing:border-box}
body.play{margin:0;font:15px/1.4 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#0f1220;color:#e8ebf5;min-height:100vh}
main{max-width:480px;margin:0 auto;padding:12px}
.bar{position:sticky;top:0;display:flex;justify-content:space-between;align-items:center;gap:8px;padding:10px 12px;background:#181c30;border-bottom:1px solid #2a3050}
.bar .back{flex-shrink:0;display:inline-flex;align-items:center;gap:4px;min-height:44px;min-width:44px;margin:-6px 0 -6px -2px;padding:0 8px 0 6px;border-radius:10px;color:#e8ebf5;text-decoration:none;font-weight:600}
.bar .back span{font-size:22px;line-height:1}
.bar .back:hover{background:#222842}
.bar .back:focus-visible{outline:2px solid #ffd666;outline-offset:2px}
.bar .game{flex:1;display:flex;align-items:center;gap:6px;min-width:0;font-weight:600}
.bar .game #game-name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bar .balance{white-space:nowrap;flex-shrink:0}
@media (max-width:420px){.bar{gap:6px;padding-left:8px;padding-right:8px}.bar .balance .label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}}
.bar .balance strong{font-size:18px;color:#ffd666}
.badge{flex-shrink:0;font-size:11px;padding:2px 6px;border-radius:8px;background:#2f6f3e;color:#ffffff;vertical-align:middle}
.badge.free{background:#7a4fb5}
.reels{display:flex;gap:8px;justify-content:center;margin:18px 0}
.reel{flex:1;max-width:110px;aspect-ratio:3/4;display:flex;align-items:center;justify-content:center;background:#fff;border-radius:12px;box-shadow:inset 0 -6px 0 #d9dce8}
.sym{font-weight:800;font-size:15px;letter-spacing:.5px}
.reel .sym{font-size:20px}
.reels.spinning .reel{animation:shake .12s linear infinite}
@keyframes shake{50%{transform:translateY(3px)}}
.s-SEVEN{color:#d4102a}.s-BAR{color:#1b1b1b}.s-BELL{color:#c99400}.s-PLUM{color:#7b2ea8}.s-LEMON{color:#b8a600}.s-CHERRY{color:#c2185b}
.lastwin{text-align:center;margin:6px 0 12px}.lastwin strong{color:#7ee787}
.controls{display:flex;gap:10px;align-items:center;justify-content:center;margin:12px 0}
select{font:inherit;padding:8px;border-radius:8px;background:#222842;color:inherit;border:1px solid #3a4270}
button{font:inherit;cursor:pointer;border:0;border-radius:10px;padding:10px 14px;background:#2b3358;color:inherit}
#spin,#place{min-width:120px;padding:14px 22px;font-weight:800;background:linear-gradient(#ffb020,#f07b00);color:#1a1000}
button:disabled{opacity:.5;cursor:default}
.message{min-height:1.4em;text-align:center;color:#ff8a80}
.message.ok{color:#7ee787}
.paytable{margin-top:16px;background:#181c30;border-radius:10px;padding:8px 12px}
.paytable table{width:100%;border-collapse:collapse}.paytable td,.paytable th{padding:4px;text-align:left;border-bottom:1px solid #2a3050}
.paytable .sym{background:#fff;padding:1px 4px;border-radius:4px}
.draw{display:flex;justify-content:space-between;background:#181c30;border-radius:10px;padding:10px 12px;margin-bottom:8px}
.balls{display:inline-flex;gap:4px}.ball{display:inline-flex;width:26px;height:26px;border-radius:50%;align-items:center;justify-content:center;background:#ffd666;color:#1a1000;font-weight:800}
.tabs{display:flex;gap:8px;margin:12px 0}.tabs button{flex:1}.tabs button.active{background:#f07b00;color:#1a1000;font-weight:700}
.hidden{display:none}.hint{color:#a9b0cc;font-size:13px}
.positions{display:flex;gap:4px;justify-content:space-between}.positions label{display:flex;flex-direction:column;align-items:center;font-size:12px;gap:2px}
.picks{display:grid;grid-template-columns:1fr 1fr;gap:8px}.pick.active{background:#f07b00;color:#1a1000;font-weight:700}
h2{font-size:15px;margin:16px 0 6px}
.list{list-style:none;margin:0;padding:0}.list li{display:flex;justify-content:space-between;gap:8px;padding:6px 8px;border-bottom:1px solid #2a3050;font-size:13px}
.won{color:#7ee787}.lost{color:#a9b0cc}
`;

/**
 * Stylesheets a framing page may name with ?css= (the shell passes its theme, the merchant's look):
 * play.css is the dark one; each name is a file theme-<name>.css of PLAY_THEME_CSS.
 */
export const PLAY_THEMES = ['dark', 'light'] as const;
export const PLAY_THEME_CSS: Record<(typeof PLAY_THEMES)[number], string> = {
  dark: '',
  light: `body.play{background:#f4f6fb;color:#151a2e}
.bar{background:#ffffff;border-bottom-color:#d5d9e8}
.bar .back{color:#151a2e}.bar .back:hover{background:#eef1f8}
select{background:#ffffff;border-color:#b9c0d8}
button{background:#e4e8f4}
.list li{border-bottom-color:#d5d9e8}
.won{color:#1a7f37}.lost{color:#57607a}
.draw{background:#e4e8f4}.hint{color:#57607a}
.bar .balance strong{color:#9a5b00}.lastwin strong{color:#1a7f37}
.message{color:#b3261e}.message.ok{color:#1a7f37}
`,
};

/**
 * The demo lottery page's words in the languages a framing page may ask for with ?lang= (the
 * shell's language; English otherwise): the elements marked data-t and the script's messages.
 */
export const PLAY_TEXT: Record<string, Record<string, string>> = {
  PT: {
    back: 'Voltar',
    loading: 'Carregando…',
    balance: 'Saldo',
    draw: 'Sorteio',
    closesIn: 'Fecha em',
    lastResult: 'Último resultado:',
    tradition: 'Tradicional',
    entertainment: 'Entretenimento',
    hintTrad: `Escolha um dígito para 1 a 5 posições (– = qualquer). Uma posição paga ${tradOdds(1)}×, duas ${tradOdds(2)}×, três ${tradOdds(3)}×…`,
    hintEnt: `Na soma dos cinco dígitos (0-45): alto 23-45, baixo 0-22, ímpar, par. Paga ${ENT_ODDS}×.`,
    big: 'Alto',
    small: 'Baixo',
    odd: 'Ímpar',
    even: 'Par',
    stake: 'Valor',
    bet: 'APOSTAR',
    myBets: 'Minhas apostas',
    results: 'Resultados',
    real: 'REAL',
    free: 'JOGO GRÁTIS',
    fun: 'DIVERSÃO',
    won: 'GANHOU',
    lost: 'PERDEU',
    open: 'ABERTA',
    trad: 'tradicional',
    ent: 'entretenimento',
    sum: 'soma',
    placed: 'Aposta feita no sorteio #',
    fromLobby: 'Abra este jogo pelo lobby.',
    pickDigit: 'Escolha pelo menos um dígito.',
    choosePick: 'Escolha alto, baixo, ímpar ou par.',
  },
};

/** Shared client helpers (no template literals inside: this file is itself a template). */
const CLIENT_COMMON = String.raw`
var PLAY_THEMES = ${JSON.stringify(PLAY_THEMES)};
var PLAY_TEXT = ${JSON.stringify(PLAY_TEXT)};
/** The page's words in ?lang= (PT-BR falls back to PT), else null: English as written. */
var TEXT = (function () {
  var lang = (new URLSearchParams(location.search).get('lang') || '').toUpperCase();
  return PLAY_TEXT[lang] || PLAY_TEXT[lang.split('-')[0]] || null;
})();
function tr(key, english) { return (TEXT && TEXT[key]) || english; }
function ticketFor(kind) {
  var params = new URLSearchParams(location.search);
  var t = params.get('ticket');
  var key = 'tessera.play.' + kind;
  if (t) { sessionStorage.setItem(key, t); history.replaceState(null, '', location.pathname); }
  return t || sessionStorage.getItem(key);
}
function $(id) { return document.getElementById(id); }
function say(text, ok) { var m = $('message'); m.textContent = text || ''; m.className = ok ? 'message ok' : 'message'; }
function newId() {
  if (window.crypto && crypto.randomUUID) return crypto.randomUUID().replace(/-/g, '');
  var a = new Uint8Array(16); crypto.getRandomValues(a);
  return Array.prototype.map.call(a, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
}
function call(method, url, body) {
  var init = { method: method, headers: { accept: 'application/json' } };
  if (body) { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(body); }
  return fetch(url, init).then(function (r) {
    return r.json().then(function (env) {
      if (!env || env.success !== true) { var e = new Error((env && env.message) || ('HTTP ' + r.status)); e.code = env && env.code; throw e; }
      return env.value;
    });
  });
}
/** A money call retried once with the same id when the network fails (the server answers the first result again). */
function callTwice(url, body) {
  return call('POST', url, body).catch(function (e) { if (e.code) throw e; return call('POST', url, body); });
}
function fillSession(s) {
  $('game-name').textContent = s.gameName;
  $('balance').textContent = s.balance;
  $('currency').textContent = s.mode === 'free' ? tr('fun', 'FUN') : s.currency;
  var badge = $('mode'); badge.textContent = s.mode === 'free' ? tr('free', 'FREE PLAY') : tr('real', 'REAL'); badge.className = s.mode === 'free' ? 'badge free' : 'badge';
}
/**
 * Tells the page that opened (slot window) or framed (lottery in /m/launchGame) this one, on the
 * site's own origin only: { source: 'tessera-play', type: 'balance' | 'back', ... } (ZPlayMessage).
 */
function notify(msg) {
  msg.source = 'tessera-play';
  var to = window.parent !== window ? window.parent : window.opener;
  if (!to) return false;
  try { to.postMessage(msg, location.origin); return true; } catch (e) { return false; }
}
/**
 * Framed by the shell: the merchant's stylesheet by name, and Back asks the frame's page to go back;
 * with ?back=none the framing page shows the only Back (the shell's), so this one is removed.
 */
(function () {
  var params = new URLSearchParams(location.search);
  var css = params.get('css');
  if (css && PLAY_THEMES.indexOf(css) >= 0) {
    var link = document.createElement('link'); link.rel = 'stylesheet'; link.href = '${PLAY_ASSET_PREFIX}theme-' + css + '.css';
    document.head.appendChild(link);
  }
  if (TEXT) {
    document.documentElement.lang = (params.get('lang') || '').toLowerCase();
    Array.prototype.forEach.call(document.querySelectorAll('[data-t]'), function (el) { el.textContent = tr(el.getAttribute('data-t'), el.textContent); });
  }
  var merchant = params.get('merchant');
  if (merchant && /^[a-z0-9_-]{1,32}$/i.test(merchant)) document.documentElement.setAttribute('data-merchant', merchant);
  if (window.parent === window) return;
  document.body.classList.add('framed');
  var back = document.querySelector('.back');
  if (back && params.get('back') === 'none') { back.parentNode.removeChild(back); back = null; }
  if (back) back.addEventListener('click', function (e) { if (notify({ type: 'back' })) e.preventDefault(); });
})();
function fillLevels(select, levels) {
  select.textContent = '';
  levels.forEach(function (l, i) { var o = document.createElement('option'); o.value = l; o.textContent = l; if (i === Math.min(2, levels.length - 1)) o.selected = true; select.appendChild(o); });
}
`;

export const SLOT_JS = `${CLIENT_COMMON}
${String.raw`
(function () {
  var ticket = ticketFor('slot');
  var LABEL = { SEVEN: '7', BAR: 'BAR', BELL: 'BELL', PLUM: 'PLUM', LEMON: 'LEMON', CHERRY: 'CHERRY' };
  var NAMES = Object.keys(LABEL);
  function show(i, s) { var el = $('reel-' + i); el.textContent = LABEL[s]; el.className = 'sym s-' + s; }
  if (!ticket) { say(tr('fromLobby', 'Open this game from the lobby.')); return; }
  call('POST', '/api/v1/play/session', { ticket: ticket }).then(function (s) {
    fillSession(s); fillLevels($('bet'), s.betLevels); $('spin').disabled = false;
  }).catch(function (e) { say(e.message); });
  $('spin').addEventListener('click', function () {
    var btn = $('spin'); btn.disabled = true; say('');
    var reels = document.querySelector('.reels'); reels.classList.add('spinning');
    var timer = setInterval(function () { for (var i = 0; i < 3; i++) show(i, NAMES[Math.floor(Math.random() * NAMES.length)]); }, 70);
    var started = Date.now();
    callTwice('/api/v1/play/slot/spin', { ticket: ticket, spinId: newId(), bet: $('bet').value }).then(function (r) {
      setTimeout(function () {
        clearInterval(timer); reels.classList.remove('spinning');
        r.reels.forEach(function (s, i) { show(i, s); });
        $('balance').textContent = r.balance;
        notify({ type: 'balance', mode: r.mode, balance: r.balance });
        if (r.multiplier > 0) { $('last-win').textContent = r.win + ' (' + r.multiplier + 'x)'; say('You win ' + r.win + '!', true); }
        btn.disabled = false;
      }, Math.max(0, 600 - (Date.now() - started)));
    }).catch(function (e) { clearInterval(timer); reels.classList.remove('spinning'); say(e.message); btn.disabled = false; });
  });
})();
`}`;

export const LOTTERY_JS = `${CLIENT_COMMON}
${String.raw`
(function () {
  var ticket = ticketFor('lottery');
  var state = { playType: 'trad', pick: null, open: null, offset: 0, bets: [], lastResults: {} };
  if (!ticket) { say('Open this game from the lobby.'); return; }
  function setTab(t) {
    state.playType = t;
    $('tab-trad').className = t === 'trad' ? 'active' : ''; $('tab-ent').className = t === 'ent' ? 'active' : '';
    $('pane-trad').className = t === 'trad' ? 'pane' : 'pane hidden'; $('pane-ent').className = t === 'ent' ? 'pane' : 'pane hidden';
  }
  $('tab-trad').addEventListener('click', function () { setTab('trad'); });
  $('tab-ent').addEventListener('click', function () { setTab('ent'); });
  Array.prototype.forEach.call(document.querySelectorAll('.pick'), function (b) {
    b.addEventListener('click', function () {
      state.pick = b.getAttribute('data-pick');
      Array.prototype.forEach.call(document.querySelectorAll('.pick'), function (o) { o.className = o === b ? 'pick active' : 'pick'; });
    });
  });
  function balls(el, numbers) {
    el.textContent = '';
    numbers.forEach(function (n) { var s = document.createElement('span'); s.className = 'ball'; s.textContent = String(n); el.appendChild(s); });
  }
  function wins(bet, numbers) {
    if (bet.playType === 'trad') return bet.selection.split('').every(function (c, i) { return c === '-' || Number(c) === numbers[i]; });
    var sum = numbers.reduce(function (a, b) { return a + b; }, 0);
    return bet.selection === 'big' ? sum >= 23 : bet.selection === 'small' ? sum <= 22 : bet.selection === 'odd' ? sum % 2 === 1 : sum % 2 === 0;
  }
  function renderBets() {
    var ul = $('my-bets'); ul.textContent = '';
    state.bets.slice().reverse().forEach(function (b) {
      var li = document.createElement('li');
      var res = state.lastResults[b.drawNo];
      var status = res ? (wins(b, res) ? 'WON' : 'LOST') : 'OPEN';
      li.className = status === 'WON' ? 'won' : status === 'LOST' ? 'lost' : '';
      var pick = b.playType === 'ent' ? tr(b.selection, b.selection) : b.selection;
      li.textContent = '#' + b.drawNo + ' ' + tr(b.playType, b.playType) + ' ' + pick + ' · ' + b.stake + ' · ' + tr(status.toLowerCase(), status);
      ul.appendChild(li);
    });
  }
  function refreshBalance() { return call('POST', '/api/v1/play/session', { ticket: ticket }).then(fillSession).catch(function () {}); }
  function loadDraws() {
    if (!state.nodeId) return Promise.resolve();
    return call('GET', '/api/v1/play/lottery/draws?limit=10&nodeId=' + encodeURIComponent(state.nodeId)).then(function (d) {
      state.offset = Date.parse(d.serverTime) - Date.now();
      var changed = !state.open || state.open.drawNo !== d.open.drawNo;
      state.open = d.open; $('draw-no').textContent = String(d.open.drawNo);
      if (d.results[0]) balls($('last-numbers'), d.results[0].numbers);
      var ul = $('results'); ul.textContent = '';
      d.results.forEach(function (r) {
        state.lastResults[r.drawNo] = r.numbers;
        var li = document.createElement('li'); var l = document.createElement('span'); l.textContent = '#' + r.drawNo;
        var n = document.createElement('span'); n.textContent = r.numbers.join(' ') + '  (' + tr('sum', 'sum') + ' ' + r.sum + ')'; li.appendChild(l); li.appendChild(n); ul.appendChild(li);
      });
      renderBets();
      if (changed) refreshBalance();
    }).catch(function (e) { say(e.message); });
  }
  function tick() {
    if (!state.open) return;
    var left = Math.max(0, Math.ceil((Date.parse(state.open.closesAt) - (Date.now() + state.offset)) / 1000));
    $('countdown').textContent = left + 's';
    if (left === 0) loadDraws();
  }
  call('POST', '/api/v1/play/session', { ticket: ticket }).then(function (s) {
    fillSession(s); fillLevels($('stake'), s.betLevels); setTab(s.playType || 'trad'); $('place').disabled = false;
    state.nodeId = s.nodeId; loadDraws();
  }).catch(function (e) { say(e.message); });
  setInterval(tick, 500); setInterval(loadDraws, 15000);
  $('place').addEventListener('click', function () {
    var selection;
    if (state.playType === 'trad') {
      selection = [1, 2, 3, 4, 5].map(function (p) { return $('pos-' + p).value; }).join('');
      if (!/[0-9]/.test(selection)) { say(tr('pickDigit', 'Pick at least one digit.')); return; }
    } else {
      if (!state.pick) { say(tr('choosePick', 'Choose big, small, odd or even.')); return; }
      selection = state.pick;
    }
    if (!state.open) return;
    var btn = $('place'); btn.disabled = true; say('');
    callTwice('/api/v1/play/lottery/bets', { ticket: ticket, betId: newId(), drawNo: state.open.drawNo, playType: state.playType, selection: selection, stake: $('stake').value })
      .then(function (r) { $('balance').textContent = r.balance; notify({ type: 'balance', mode: r.mode, balance: r.balance }); state.bets.push(r); renderBets(); say(tr('placed', 'Bet placed on draw #') + r.drawNo, true); })
      .catch(function (e) { say(e.message); if (e.code === 'PLAY_DRAW_CLOSED') loadDraws(); })
      .then(function () { btn.disabled = false; });
  });
})();
`}`;

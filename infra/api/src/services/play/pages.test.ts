import { JSDOM } from 'jsdom';
import { fillTemplate, PLAY_TEXT, playPages, type TPlayPages } from './pages';

// The demo pages as a browser runs them: the built HTML and script in a DOM (jsdom), the play calls
// answered by a stub. What the player and the page that opened or framed the game can see.

const ORIGIN = 'http://127.0.0.1';

interface TPosted {
  message: unknown;
  origin: string;
}

interface TOpenOptions {
  /** Framed (the lottery in /m/launchGame): window.parent is the framing page. */
  framed?: boolean;
  /** Opened by the lobby (the slot's window): window.opener. */
  opened?: boolean;
  /** Answers of the play calls by path. */
  answers?: Record<string, unknown>;
}

let pages: TPlayPages;
beforeAll(async () => {
  pages = await playPages();
});

function open(page: 'slot' | 'lottery' | 'table' | 'crash', query: string, options: TOpenOptions = {}) {
  const dom = new JSDOM(pages.html[page], { url: `${ORIGIN}/play/${page}${query}`, runScripts: 'outside-only' });
  const w = dom.window;
  const posted: TPosted[] = [];
  const other = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  if (options.framed) Object.defineProperty(w, 'parent', { value: other, configurable: true });
  if (options.opened) Object.defineProperty(w, 'opener', { value: other, configurable: true });
  const calls: { url: string; body: unknown }[] = [];
  Object.assign(w, {
    fetch: async (url: string, init: { body?: string }) => {
      calls.push({ url, body: init.body ? JSON.parse(init.body) : undefined });
      const path = url.split('?')[0] ?? url;
      const value = options.answers?.[path];
      return { status: value ? 200 : 404, json: async () => (value ? { success: true, value } : { success: false, code: 'NOT_FOUND', message: 'Not found' }) };
    },
  });
  w.eval(pages.assets[`${page}.js`]?.body ?? '');
  const $ = (selector: string) => w.document.querySelector(selector);
  return { w, $, posted, calls, close: () => w.close() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the demo pages in a browser', () => {
  it('speak the language a framing page asks for (PT-BR falls back to PT), take its theme by name and say where to open them from', () => {
    const pt = open('lottery', '?lang=PT-BR&css=light&merchant=demo');
    expect(pt.$('#tab-ent')?.textContent).toBe(PLAY_TEXT.PT?.entertainment);
    expect(pt.$('.back [data-t="back"]')?.textContent).toBe('Voltar');
    expect(pt.$('html')?.getAttribute('lang')).toBe('pt-br');
    expect(pt.$('html')?.getAttribute('data-merchant')).toBe('demo');
    expect(pt.$('link[href="/play/assets/theme-light.css"]')).not.toBeNull();
    // No ticket: nothing to play.
    expect(pt.$('#message')?.textContent).toBe(PLAY_TEXT.PT?.fromLobby);
    pt.close();

    const en = open('lottery', '?css=evil&merchant=<b>');
    expect(en.$('#tab-ent')?.textContent).toBe('Entertainment');
    expect(en.$('html')?.getAttribute('lang')).toBe('en');
    expect(en.$('link[href*="theme-"]')).toBeNull();
    expect(en.$('html')?.hasAttribute('data-merchant')).toBe(false);
    expect(en.$('#message')?.textContent).toBe('Open this game from the lobby.');
    en.close();
  });

  it('framed: Back asks the framing page, on the site origin only; with back=none the frame shows no Back of its own', () => {
    const framed = open('lottery', '?back=none', { framed: true });
    expect(framed.$('.back')).toBeNull();
    expect(framed.$('body')?.classList.contains('framed')).toBe(true);
    framed.close();

    const withBack = open('lottery', '', { framed: true });
    const click = new withBack.w.MouseEvent('click', { bubbles: true, cancelable: true });
    withBack.$('.back')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(withBack.posted).toEqual([{ message: { type: 'back', source: 'tessera-play' }, origin: ORIGIN }]);
    withBack.close();
  });

  it('the slot keeps its ticket out of the address bar, spins, and tells its opener the new balance', async () => {
    const session = { gameName: 'Lucky 7', balance: '1000.00', currency: 'CNY', mode: 'real', betLevels: ['1.00', '2.00', '5.00', '10.00'], playType: null };
    const spin = { reels: ['SEVEN', 'SEVEN', 'SEVEN'], multiplier: 2000, win: '10000.00', balance: '10995.00', mode: 'real' };
    const slot = open('slot', `?ticket=${'A'.repeat(22)}`, { opened: true, answers: { '/api/v1/play/session': session, '/api/v1/play/slot/spin': spin } });
    expect(slot.w.location.search).toBe('');
    expect(slot.w.sessionStorage.getItem('tessera.play.slot')).toBe('A'.repeat(22));
    await settle();
    expect(slot.$('#game-name')?.textContent).toBe('Lucky 7');
    expect(slot.$('#mode')?.textContent).toBe('REAL');
    // The default bet is the game's minimum (the first level), never a larger one.
    expect((slot.$('#bet') as HTMLSelectElement | null)?.value).toBe('1.00');
    const button = slot.$('#spin') as HTMLButtonElement;
    expect(button.disabled).toBe(false);

    button.click();
    expect(button.disabled).toBe(true);
    // The reels turn at least 600 ms.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect([0, 1, 2].map((i) => slot.$(`#reel-${i}`)?.textContent)).toEqual(['7', '7', '7']);
    expect(slot.$('#balance')?.textContent).toBe('10995.00');
    expect(slot.$('#message')?.textContent).toBe('You win 10000.00 (2000×).');
    expect(slot.$('#message')?.getAttribute('role')).toBe('status');
    expect(slot.$('#last-win')?.textContent).toBe('10000.00');
    expect(button.disabled).toBe(false);
    expect(slot.calls[1]).toEqual({
      url: '/api/v1/play/slot/spin',
      body: { ticket: 'A'.repeat(22), spinId: expect.stringMatching(/^[0-9a-f]{32}$/), bet: '1.00' },
    });
    expect(slot.posted).toEqual([{ message: { type: 'balance', mode: 'real', balance: '10995.00', source: 'tessera-play' }, origin: ORIGIN }]);
    slot.close();
  });

  it('the slot\'s "Last win" is the last spin\'s result: 0.00 after a losing spin', async () => {
    const session = { gameName: 'Lucky 7', balance: '10.00', currency: 'CNY', mode: 'real', betLevels: ['1.00', '2.00'], playType: null };
    const won = { reels: ['CHERRY', 'CHERRY', 'BAR'], multiplier: 1, win: '1.00', balance: '10.00', mode: 'real' };
    const lost = { reels: ['BAR', 'BELL', 'PLUM'], multiplier: 0, win: '0.00', balance: '9.00', mode: 'real' };
    const answers: Record<string, unknown> = { '/api/v1/play/session': session, '/api/v1/play/slot/spin': won };
    const slot = open('slot', `?ticket=${'B'.repeat(22)}`, { answers });
    await settle();
    (slot.$('#spin') as HTMLButtonElement).click();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(slot.$('#last-win')?.textContent).toBe('1.00');
    answers['/api/v1/play/slot/spin'] = lost;
    (slot.$('#spin') as HTMLButtonElement).click();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(slot.$('#last-win')?.textContent).toBe('0.00');
    expect(slot.$('#balance')?.textContent).toBe('9.00');
    expect(slot.$('#message')?.textContent).toBe('No win this time.');
    slot.close();
  });

  it('the baccarat table deals the chosen side, shows both hands and announces the result (PT-BR words)', async () => {
    const session = { gameName: 'Speed Baccarat', balance: '100.00', currency: 'BRL', mode: 'real', betLevels: ['2.00', '5.00'], playType: null };
    const hand = {
      roundId: 'x',
      orderNo: 'T1',
      mode: 'real',
      bet: '2.00',
      win: '3.90',
      balance: '101.90',
      replayed: false,
      pick: 'BANKER',
      player: [13, 5],
      banker: [9, 10],
      playerTotal: 5,
      bankerTotal: 9,
      winner: 'BANKER',
    };
    const table = open('table', `?ticket=${'C'.repeat(22)}&lang=pt-BR`, { answers: { '/api/v1/play/session': session, '/api/v1/play/table/deal': hand } });
    await settle();
    expect((table.$('#bet') as HTMLSelectElement).value).toBe('2.00');
    expect(table.$('#deal')?.textContent).toBe(PLAY_TEXT['PT-BR']?.deal);
    (table.$('input[value="BANKER"]') as HTMLInputElement).click();
    (table.$('#deal') as HTMLButtonElement).click();
    await settle();
    expect(table.calls[1]?.body).toMatchObject({ bet: '2.00', pick: 'BANKER' });
    expect([...(table.w.document.querySelectorAll('#player-cards .card') ?? [])].map((c) => c.textContent?.slice(0, -1))).toEqual(['K', '5']);
    expect(table.$('#banker-total')?.textContent).toBe('9');
    expect(table.$('#last-win')?.textContent).toBe('3.90');
    expect(table.$('#message')?.textContent).toBe('A banca ganha por 9 a 5. Você ganha 3.90.');
    expect(table.$('.felt')?.getAttribute('aria-live')).toBe('polite');
    table.close();
  });

  it('the crash game sends the cash-out, shows where it crashed and "Last win" 0.00 after a crash before the cash-out', async () => {
    const session = { gameName: 'Aviator', balance: '50.00', currency: 'CNY', mode: 'free', betLevels: ['1.00', '2.00'], playType: null };
    const round = {
      roundId: 'x',
      orderNo: null,
      mode: 'free',
      bet: '1.00',
      win: '0.00',
      balance: '49.00',
      replayed: false,
      cashOut: '2.00',
      crashedAt: '1.37',
      cashedOut: false,
    };
    const crash = open('crash', `?ticket=${'D'.repeat(22)}`, { answers: { '/api/v1/play/session': session, '/api/v1/play/crash/round': round } });
    await settle();
    expect((crash.$('#cashout') as HTMLSelectElement).value).toBe('2.00');
    (crash.$('#launch') as HTMLButtonElement).click();
    await settle();
    expect(crash.calls[1]?.body).toMatchObject({ bet: '1.00', cashOut: '2.00' });
    expect(crash.$('#multiplier')?.textContent).toBe('1.37×');
    expect(crash.$('#last-win')?.textContent).toBe('0.00');
    expect(crash.$('#message')?.textContent).toBe('Crashed at 1.37×, before your 2.00× cash-out. You lose the bet.');
    crash.close();
  });
});

describe('fillTemplate', () => {
  it('fills every placeholder, indents a value on its own line, and refuses a placeholder without a value', () => {
    expect(fillTemplate('<p>{{a}}</p>\n  {{b}}\n', { a: 'x', b: '<i>\n</i>' })).toBe('<p>x</p>\n  <i>\n  </i>\n');
    expect(() => fillTemplate('{{missing}}', {})).toThrow('{{missing}}');
  });
});

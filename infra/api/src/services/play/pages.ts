import { build, transform, type BuildOptions, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BACCARAT_PICKS, BACCARAT_RETURN, BACCARAT_RTP, COCKFIGHT_PICKS, COCKFIGHT_RETURN, cockfightRtp, CRASH_RTP } from './kinds';
import { ENT_ODDS, REEL_WEIGHTS, THREE_OF_A_KIND, TWO_CHERRIES, tradOdds } from './rules';

// The demo game pages (/play/slot, /play/table, /play/crash, /play/lottery), from the source files in client/: a layout and a
// <main> per page (HTML with {{placeholders}}), a stylesheet with its themes, and one TypeScript
// entry per page (client/<page>.ts, browser code type-checked and linted with the rest). The server
// builds them once, when it starts: the placeholders filled, each page's script bundled with
// esbuild (the pages' data inlined), the stylesheets minified. Each page is then static HTML with one
// same-origin script and one stylesheet (the site's CSP forbids inline scripts and styles:
// plugins/security.ts). The page reads its launch ticket from ?ticket=, keeps it in sessionStorage,
// removes it from the address bar, and sends it in the body of the play calls.

export const PLAY_ASSET_PREFIX = '/play/assets/';

/** Where each page's "Back" link goes: the shell's lobby route for the game (spec §2). */
export const PLAY_BACK_HREF = { slot: '/m/home', table: '/m/home', crash: '/m/home', cockfight: '/m/home', lottery: '/m/lottery' } as const;

/**
 * Stylesheets a framing page may name with ?css= (the shell passes its theme, the merchant's look):
 * play.css is the dark one; each other name has a client/theme-<name>.css.
 */
export const PLAY_THEMES = ['dark', 'light'] as const;
const THEME_FILES: Record<(typeof PLAY_THEMES)[number], string | null> = { dark: null, light: 'theme-light.css' };

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
    // Slot, table and crash pages (issue 28).
    lastWin: 'Último prémio:',
    spin: 'RODAR',
    paytable: 'Tabela de prémios',
    line: 'Linha',
    pays: 'Paga',
    weight: 'Peso/rolo',
    anyTwo: 'Quaisquer duas',
    slotWon: 'Ganha {win} ({multiplier}×).',
    slotLost: 'Sem prémio desta vez.',
    playerSide: 'Jogador',
    bankerSide: 'Banca',
    tie: 'Empate',
    yourBet: 'A sua aposta',
    deal: 'DAR CARTAS',
    baccaratRules:
      'Punto banco, 8 baralhos baralhados em cada mão. As cartas 2-9 valem o seu número, o ás 1, o dez e as figuras 0; uma mão vale o último dígito da soma. A terceira carta segue a tabela padrão.',
    tiePush: 'Um empate devolve as apostas no jogador e na banca.',
    playerWins: 'O jogador ganha por {p} a {b}.',
    bankerWins: 'A banca ganha por {b} a {p}.',
    tieResult: 'Empate, {p} a {b}.',
    youWin: 'Ganha {win}.',
    betReturned: 'A sua aposta de {bet} é devolvida.',
    youLose: 'Perde esta mão.',
    cashOutAt: 'Retirar a',
    placeBet: 'APOSTAR',
    crashRules:
      'O multiplicador sobe a partir de 1,00× até rebentar. Escolha antes da ronda onde retirar: se o multiplicador lá chegar, ganha a aposta vezes esse multiplicador; se rebentar antes, perde a aposta. A probabilidade de chegar a x é 97% / x, por isso cada retirada devolve 97% em média.',
    crashWon: 'Rebentou a {at}×. Retirou a {cashOut}× e ganha {win}.',
    crashLost: 'Rebentou a {at}×, antes da sua retirada a {cashOut}×. Perde a aposta.',
    // Cockfight page (issue 29).
    meron: 'Meron',
    wala: 'Wala',
    drawBet: 'Empate',
    redCorner: 'Canto vermelho',
    blueCorner: 'Canto azul',
    fight: 'COMBATE',
    cockfightRules:
      'Dois galos combatem: meron no canto vermelho, wala no azul. Aposte no vencedor ou no empate antes do combate. Cada combate é sorteado ao acaso quando aposta: meron 46 %, wala 46 %, empate 8 %.',
    drawPush: 'Um empate devolve as apostas em meron e wala.',
    meronWins: 'Meron ganha ao fim de {s} s.',
    walaWins: 'Wala ganha ao fim de {s} s.',
    drawResult: 'Empate ao fim de {s} s.',
    youLoseFight: 'Perde este combate.',
  },
};

/** PT-BR: the PT pack with Brazilian words where they differ (slot, table and crash pages). */
PLAY_TEXT['PT-BR'] = {
  ...PLAY_TEXT.PT,
  lastWin: 'Último prêmio:',
  spin: 'GIRAR',
  paytable: 'Tabela de pagamentos',
  weight: 'Peso/rolo',
  slotWon: 'Você ganha {win} ({multiplier}×).',
  slotLost: 'Sem prêmio desta vez.',
  yourBet: 'Sua aposta',
  bankerSide: 'Banca',
  baccaratRules:
    'Punto banco, 8 baralhos embaralhados a cada mão. As cartas 2-9 valem seu número, o ás 1, o dez e as figuras 0; uma mão vale o último dígito da soma. A terceira carta segue a tabela padrão.',
  youWin: 'Você ganha {win}.',
  betReturned: 'Sua aposta de {bet} foi devolvida.',
  youLose: 'Você perdeu esta mão.',
  cashOutAt: 'Sacar em',
  crashRules:
    'O multiplicador sobe a partir de 1,00× até quebrar. Escolha antes da rodada onde sacar: se o multiplicador chegar lá, você ganha a aposta vezes esse multiplicador; se quebrar antes, perde a aposta. A chance de chegar a x é 97% / x, então cada saque devolve 97% em média.',
  crashWon: 'Quebrou em {at}×. Você sacou em {cashOut}× e ganha {win}.',
  crashLost: 'Quebrou em {at}×, antes do seu saque em {cashOut}×. Você perdeu a aposta.',
  fight: 'LUTA',
  cockfightRules:
    'Dois galos lutam: meron no canto vermelho, wala no azul. Aposte no vencedor ou no empate antes da luta. Cada luta é sorteada ao acaso quando você aposta: meron 46 %, wala 46 %, empate 8 %.',
  drawPush: 'Um empate devolve as apostas em meron e wala.',
  meronWins: 'Meron vence depois de {s} s.',
  walaWins: 'Wala vence depois de {s} s.',
  drawResult: 'Empate depois de {s} s.',
  youLoseFight: 'Você perdeu esta luta.',
};

/** What the pages' scripts get from the server (inlined as PLAY_PAGE when they are built). */
export interface TPlayPageConfig {
  text: Record<string, Record<string, string>>;
  themes: readonly string[];
  assetPrefix: string;
}

export interface TPlayAsset {
  type: string;
  body: string;
}

export interface TPlayPages {
  /** The HTML of /play/slot, /play/table, /play/crash, /play/cockfight and /play/lottery. */
  html: Record<keyof typeof PLAY_BACK_HREF, string>;
  /** The files under PLAY_ASSET_PREFIX, by name. */
  assets: Record<string, TPlayAsset>;
}

const SOURCE_DIR = join(__dirname, 'client');

/** The browsers the pages' scripts are built for (the front end's). */
const BROWSERS = ['chrome87', 'safari13', 'firefox78'];

const read = (file: string) => readFile(join(SOURCE_DIR, file), 'utf8');

/** The pages' scripts are their own files only: a value import of server code or of a package fails the build (types are erased first). */
const ownFilesOnly: Plugin = {
  name: 'play-pages-own-files',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'entry-point' || /^\.\/[\w.-]+$/.test(args.path)
        ? undefined
        : { errors: [{ text: `a demo page script imports ${args.path}: only files of services/play/client/ are bundled` }] },
    );
  },
};

/**
 * `template` with each {{name}} replaced by values[name] (a name without a value is an error, at
 * start). A placeholder alone on its line indents the value's lines as it is indented.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(
    /^([ \t]*)\{\{(\w+)\}\}$|\{\{(\w+)\}\}/gm,
    (_match, indent: string | undefined, own: string | undefined, inline: string | undefined) => {
      const name = own ?? inline ?? '';
      const value = values[name];
      if (value === undefined) throw new Error(`play page template: no value for {{${name}}}`);
      return indent === undefined ? value : value.replace(/^(?=.)/gm, indent);
    },
  );
}

const SYMBOL_LABEL: Record<keyof typeof REEL_WEIGHTS, string> = { SEVEN: '7', BAR: 'BAR', BELL: 'BELL', PLUM: 'PLUM', LEMON: 'LEMON', CHERRY: 'CHERRY' };

/** The slot's paytable rows, from the rules (rules.ts). */
const paytableRows = () =>
  Object.entries(THREE_OF_A_KIND)
    .map(
      ([s, m]) =>
        `<tr><td><span class="sym s-${s}">${SYMBOL_LABEL[s as keyof typeof REEL_WEIGHTS]}</span> ×3</td><td>${m}×</td><td>${REEL_WEIGHTS[s as keyof typeof REEL_WEIGHTS]}/32</td></tr>`,
    )
    .join('');

const percent = (x: number) => `${(x * 100).toFixed(2)}%`;
const PICK_LABEL: Record<(typeof BACCARAT_PICKS)[number], [string, string]> = {
  PLAYER: ['playerSide', 'Player'],
  BANKER: ['bankerSide', 'Banker'],
  TIE: ['tie', 'Tie'],
};

/** The baccarat paytable rows, from the rules (kinds.ts): what each pick returns and its RTP. */
const baccaratRows = () =>
  BACCARAT_PICKS.map((p) => {
    const [key, label] = PICK_LABEL[p];
    return `<tr><td data-t="${key}">${label}</td><td>${(BACCARAT_RETURN[p] - 100) / 100}:1</td><td>${percent(BACCARAT_RTP[p])}</td></tr>`;
  }).join('');

const FIGHT_LABEL: Record<(typeof COCKFIGHT_PICKS)[number], [string, string]> = {
  MERON: ['meron', 'Meron'],
  WALA: ['wala', 'Wala'],
  DRAW: ['drawBet', 'Draw'],
};

/** The cockfight paytable rows, from the rules (kinds.ts): what each pick returns and its exact RTP. */
const cockfightRows = () =>
  COCKFIGHT_PICKS.map((p) => {
    const [key, label] = FIGHT_LABEL[p];
    return `<tr><td data-t="${key}">${label}</td><td>${(COCKFIGHT_RETURN[p] - 100) / 100}:1</td><td>${percent(cockfightRtp(p))}</td></tr>`;
  }).join('');

/** The crash game's cash-out choices (2.00× selected). */
const CASH_OUTS = ['1.20', '1.50', '2.00', '3.00', '5.00', '10.00', '50.00', '100.00'];
const cashOutOptions = () => CASH_OUTS.map((c) => `<option value="${c}"${c === '2.00' ? ' selected' : ''}>${c}×</option>`).join('');

const positionSelects = () =>
  [1, 2, 3, 4, 5]
    .map(
      (p) =>
        `<label>P${p}<select id="pos-${p}" class="pos"><option value="-">–</option>${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => `<option>${d}</option>`).join('')}</select></label>`,
    )
    .join('');

async function page(name: keyof typeof PLAY_BACK_HREF, title: string, values: Record<string, string>): Promise<string> {
  const [layout, main] = await Promise.all([read('layout.html'), read(`${name}.html`)]);
  return fillTemplate(layout, {
    title,
    assets: PLAY_ASSET_PREFIX,
    script: `${name}.js`,
    page: name,
    back: PLAY_BACK_HREF[name],
    main: fillTemplate(main, values).trimEnd(),
  });
}

/** One page's script: its client/<page>.ts entry and what it imports, in one classic script (an IIFE). */
async function script(name: keyof typeof PLAY_BACK_HREF): Promise<string> {
  const config: TPlayPageConfig = { text: PLAY_TEXT, themes: PLAY_THEMES, assetPrefix: PLAY_ASSET_PREFIX };
  const options: BuildOptions = {
    absWorkingDir: SOURCE_DIR,
    entryPoints: [`${name}.ts`],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: BROWSERS,
    charset: 'utf8',
    legalComments: 'none',
    plugins: [ownFilesOnly],
    define: { PLAY_PAGE: JSON.stringify(config) },
    logLevel: 'silent',
  };
  const result = await build(options);
  const out = result.outputFiles?.[0];
  if (!out) throw new Error(`play page script ${name}: no output`);
  return out.text;
}

async function stylesheet(file: string): Promise<string> {
  return (await transform(await read(file), { loader: 'css', minify: true, target: BROWSERS, charset: 'utf8' })).code;
}

const JS = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';

async function buildPlayPages(): Promise<TPlayPages> {
  const [slot, table, crash, cockfight, lottery, slotJs, tableJs, crashJs, cockfightJs, lotteryJs, playCss, ...themes] = await Promise.all([
    page('slot', 'Demo slot', { paytableRows: paytableRows(), twoCherries: String(TWO_CHERRIES) }),
    page('table', 'Demo baccarat', { baccaratRows: baccaratRows(), rtpBanker: percent(BACCARAT_RTP.BANKER) }),
    page('crash', 'Demo crash', { cashOutOptions: cashOutOptions(), rtp: percent(CRASH_RTP) }),
    page('cockfight', 'Demo cockfight', { cockfightRows: cockfightRows(), rtpMeron: percent(cockfightRtp('MERON')) }),
    page('lottery', 'Demo lottery', {
      hintTrad: `Pick a digit for 1-5 positions (– = any). One position pays ${tradOdds(1)}×, two ${tradOdds(2)}×, three ${tradOdds(3)}×…`,
      hintEnt: `On the sum of the five digits (0-45): big 23-45, small 0-22, odd, even. Pays ${ENT_ODDS}×.`,
      positionSelects: positionSelects(),
    }),
    script('slot'),
    script('table'),
    script('crash'),
    script('cockfight'),
    script('lottery'),
    stylesheet('play.css'),
    ...PLAY_THEMES.map((theme) => {
      const file = THEME_FILES[theme];
      return file ? stylesheet(file) : Promise.resolve('');
    }),
  ]);
  return {
    html: { slot, table, crash, cockfight, lottery },
    assets: {
      'slot.js': { type: JS, body: slotJs },
      'table.js': { type: JS, body: tableJs },
      'crash.js': { type: JS, body: crashJs },
      'cockfight.js': { type: JS, body: cockfightJs },
      'lottery.js': { type: JS, body: lotteryJs },
      'play.css': { type: CSS, body: playCss },
      ...Object.fromEntries(PLAY_THEMES.map((theme, i) => [`theme-${theme}.css`, { type: CSS, body: themes[i] ?? '' }])),
    },
  };
}

let built: Promise<TPlayPages> | undefined;

/** The demo pages and their files, built once per process (the play routes await it when they register). */
export function playPages(): Promise<TPlayPages> {
  built ??= buildPlayPages();
  return built;
}

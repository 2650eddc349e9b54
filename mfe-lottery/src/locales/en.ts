import type { TLocales } from '@tessera/contract';

/** The 'lottery' namespace in English (every other language falls back to it: it comes with the module). */
export const en: TLocales[string] = {
  title: {
    lottery: 'Lottery',
    startLottery: 'Lottery',
    launchGame: 'Lottery Game',
    lotteryHistory: 'Lottery history',
  },
  lobby: {
    groups: 'Lottery groups',
    play: 'Play',
    playGame: 'Play {{name}}',
    draw: 'Draw {{numero}}',
    closesIn: 'closes in {{time}}',
    loadingDraw: 'Loading the next draw…',
    lastDraw: 'Last draw {{numero}}',
    numbers: 'Numbers {{numbers}}',
    retry: 'Try again',
    none: 'No lottery games right now.',
  },
  history: {
    link: 'History',
    linkGame: 'Draw history of {{name}}',
    game: 'Game',
    sum: 'Sum {{sum}}',
    more: 'Older draws',
    none: 'No draws yet.',
  },
  vn: {
    title: 'Recent Vietnam lottery',
    special: 'Special prize',
    next: 'Next draw {{time}}',
    table: 'Prizes of {{name}}, draw {{numero}}',
    prize: {
      special: 'Special',
      first: 'First',
      second: 'Second',
      third: 'Third',
      fourth: 'Fourth',
      fifth: 'Fifth',
      sixth: 'Sixth',
      seventh: 'Seventh',
      eighth: 'Eighth',
    },
  },
  frame: {
    title: 'Lottery game',
    loading: 'Opening the game…',
    emptyUrl: 'The requested url is empty',
    originRefused: 'This game cannot be opened here: {{origin}} is not an allowed game provider.',
    back: 'Back',
  },
};

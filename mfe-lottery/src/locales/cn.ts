import type { TLocales } from '@tessera/contract';

/** The 'lottery' namespace in Simplified Chinese, loaded when a player reads it (remote.tsx lazyLocales). */
export const cn: TLocales[string] = {
  title: {
    lottery: '彩票',
    startLottery: '彩票',
    launchGame: '彩票游戏',
    lotteryHistory: '开奖历史',
  },
  lobby: {
    groups: '彩种分组',
    play: '投注',
    playGame: '投注 {{name}}',
    draw: '第 {{numero}} 期',
    closesIn: '{{time}} 后封盘',
    loadingDraw: '正在加载下一期…',
    lastDraw: '上期 {{numero}}',
    numbers: '开奖号码 {{numbers}}',
    retry: '重试',
    none: '暂无彩票游戏。',
  },
  history: {
    link: '历史',
    linkGame: '{{name}} 开奖历史',
    game: '彩种',
    sum: '和值 {{sum}}',
    more: '更早的期数',
    none: '暂无开奖记录。',
  },
  vn: {
    title: '越南彩最新开奖',
    special: '特等奖',
    next: '下期开奖 {{time}}',
    table: '{{name}} 第 {{numero}} 期奖项',
    prize: {
      special: '特等奖',
      first: '一等奖',
      second: '二等奖',
      third: '三等奖',
      fourth: '四等奖',
      fifth: '五等奖',
      sixth: '六等奖',
      seventh: '七等奖',
      eighth: '八等奖',
    },
  },
  frame: {
    title: '彩票游戏',
    loading: '正在打开游戏…',
    emptyUrl: '请求的地址不存在',
    originRefused: '无法在此打开此游戏：{{origin}} 不是允许的游戏供应商。',
    back: '返回',
  },
};

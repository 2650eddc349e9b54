import type { TLocales } from '@tessera/contract';

/** The 'lottery' namespace in Urdu, loaded when a player reads it (remote.tsx lazyLocales). */
export const ur: TLocales[string] = {
  title: {
    lottery: 'لاٹری',
    startLottery: 'لاٹری',
    launchGame: 'لاٹری گیم',
    lotteryHistory: 'لاٹری کی تاریخ',
  },
  lobby: {
    groups: 'لاٹری گروپس',
    play: 'کھیلیں',
    playGame: '{{name}} کھیلیں',
    draw: 'قرعہ اندازی {{numero}}',
    closesIn: '{{time}} میں بند ہوگی',
    loadingDraw: 'اگلی قرعہ اندازی لوڈ ہو رہی ہے…',
    lastDraw: 'پچھلی قرعہ اندازی {{numero}}',
    numbers: 'نمبر {{numbers}}',
    retry: 'دوبارہ کوشش کریں',
    none: 'ابھی کوئی لاٹری گیم نہیں۔',
  },
  history: {
    link: 'تاریخ',
    linkGame: '{{name}} کی قرعہ اندازیوں کی تاریخ',
    game: 'گیم',
    sum: 'مجموعہ {{sum}}',
    more: 'پرانی قرعہ اندازیاں',
    none: 'ابھی کوئی قرعہ اندازی نہیں ہوئی۔',
  },
  vn: {
    title: 'ویتنام لاٹری کے تازہ نتائج',
    special: 'خصوصی انعام',
    next: 'اگلی قرعہ اندازی {{time}}',
    table: '{{name}} کے انعامات، قرعہ اندازی {{numero}}',
    prize: {
      special: 'خصوصی',
      first: 'پہلا',
      second: 'دوسرا',
      third: 'تیسرا',
      fourth: 'چوتھا',
      fifth: 'پانچواں',
      sixth: 'چھٹا',
      seventh: 'ساتواں',
      eighth: 'آٹھواں',
    },
  },
  frame: {
    title: 'لاٹری گیم',
    loading: 'گیم کھل رہی ہے…',
    emptyUrl: 'مطلوبہ پتا خالی ہے',
    originRefused: 'یہ گیم یہاں نہیں کھل سکتی: {{origin}} اجازت یافتہ گیم فراہم کنندہ نہیں ہے۔',
    back: 'واپس',
  },
};

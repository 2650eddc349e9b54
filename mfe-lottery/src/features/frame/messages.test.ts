import { playMessageOf } from './messages';

const frame = {} as Window;
const other = {} as Window;
const ORIGIN = 'https://play.example';
const balance = { source: 'tessera-play', type: 'balance', mode: 'real', balance: '990.00' };

describe('playMessageOf', () => {
  it('accepts a well-formed message of this origin from the frame itself', () => {
    expect(playMessageOf({ origin: ORIGIN, source: frame, data: balance }, frame, ORIGIN)).toEqual(balance);
    expect(playMessageOf({ origin: ORIGIN, source: frame, data: { source: 'tessera-play', type: 'back' } }, frame, ORIGIN)?.type).toBe('back');
  });

  it('ignores another origin, another window, no frame, and any other shape', () => {
    expect(playMessageOf({ origin: 'https://evil.example', source: frame, data: balance }, frame, ORIGIN)).toBeNull();
    expect(playMessageOf({ origin: ORIGIN, source: other, data: balance }, frame, ORIGIN)).toBeNull();
    expect(playMessageOf({ origin: ORIGIN, source: frame, data: balance }, null, ORIGIN)).toBeNull();
    for (const data of [
      'balance',
      { ...balance, source: 'someone-else' },
      { ...balance, balance: '1e9' },
      { ...balance, extra: true },
      { source: 'tessera-play', type: 'navigate', to: 'https://evil.example' },
    ]) {
      expect(playMessageOf({ origin: ORIGIN, source: frame, data }, frame, ORIGIN)).toBeNull();
    }
  });
});

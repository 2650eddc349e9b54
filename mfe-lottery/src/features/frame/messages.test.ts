import { frameSourceOf, playMessageOf } from './messages';

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

describe('frameSourceOf', () => {
  const SITE = 'https://site.example';
  it("opens this site's pages (relative or absolute) and those of an allowed vendor origin", () => {
    expect(frameSourceOf('/play/lottery?ticket=t', SITE, [])?.href).toBe('https://site.example/play/lottery?ticket=t');
    expect(frameSourceOf('https://lotto.example/game?ticket=t', SITE, ['https://lotto.example'])?.origin).toBe('https://lotto.example');
  });
  it('refuses another origin, a look-alike, credentials and non-http schemes', () => {
    expect(frameSourceOf('https://lotto.example/game', SITE, [])).toBeNull();
    expect(frameSourceOf('https://lotto.example.evil.example/game', SITE, ['https://lotto.example'])).toBeNull();
    expect(frameSourceOf('http://lotto.example/game', SITE, ['https://lotto.example'])).toBeNull();
    expect(frameSourceOf('https://user:pw@lotto.example/game', SITE, ['https://lotto.example'])).toBeNull();
    expect(frameSourceOf('javascript:alert(1)', SITE, ['https://lotto.example'])).toBeNull();
    expect(frameSourceOf('data:text/html,hi', SITE, [])).toBeNull();
  });
});

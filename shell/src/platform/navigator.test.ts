import { canGoBackInApp } from './navigator';

const env = (over: Partial<Parameters<typeof canGoBackInApp>[0]>) => ({ idx: 0, referrer: '', origin: 'http://localhost', historyLength: 1, ...over });

describe('canGoBackInApp (the back rule of back: history routes)', () => {
  it('an earlier entry of this router (idx > 0, also after a reload) is a page to go back to', () => {
    expect(canGoBackInApp(env({ idx: 1, historyLength: 2 }))).toBe(true);
    expect(canGoBackInApp(env({ idx: 3, historyLength: 9 }))).toBe(true);
  });

  it('the first entry reached by a full page load from another page of the site goes back too', () => {
    expect(canGoBackInApp(env({ idx: 0, referrer: 'http://localhost/m/game', historyLength: 2 }))).toBe(true);
  });

  it("with the Navigation API, its index decides at idx 0: > 0 means the entry behind is this site's (a typed URL after one of our pages too)", () => {
    expect(canGoBackInApp(env({ idx: 0, navigationIndex: 1, historyLength: 3 }))).toBe(true);
    expect(canGoBackInApp(env({ idx: 0, navigationIndex: 0, referrer: 'http://localhost/m/game', historyLength: 3 }))).toBe(false);
    expect(canGoBackInApp(env({ idx: 2, navigationIndex: 0 }))).toBe(true);
  });

  it('the first page of a visit goes home: no referrer, another site, or nothing in history', () => {
    expect(canGoBackInApp(env({ idx: 0, historyLength: 2 }))).toBe(false);
    expect(canGoBackInApp(env({ idx: 0, referrer: 'https://search.example/?q=tessera', historyLength: 3 }))).toBe(false);
    expect(canGoBackInApp(env({ idx: 0, referrer: 'http://localhost/m/game', historyLength: 1 }))).toBe(false);
    expect(canGoBackInApp(env({ idx: undefined, referrer: 'not a url', historyLength: 3 }))).toBe(false);
  });
});

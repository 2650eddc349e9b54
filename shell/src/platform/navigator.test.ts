import { canGoBackInApp, expectRouter, navigateTo, resetNavigatorForTests, ROUTER_WAIT_MS, setRouterNavigate } from './navigator';

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

describe('navigateTo before the router has registered', () => {
  const assign = jest.fn();
  const replace = jest.fn();
  beforeEach(() => {
    assign.mockReset();
    replace.mockReset();
    resetNavigatorForTests((to, isReplace) => (isReplace ? replace(to) : assign(to)));
  });
  afterEach(() => {
    resetNavigatorForTests();
    jest.useRealTimers();
  });

  it('outside a rendering shell (no router coming), a full page load does it', () => {
    navigateTo('/m/home', { replace: true });
    expect(replace).toHaveBeenCalledWith('/m/home');
  });

  it('while the shell renders, the last request waits for the router and goes through it', () => {
    expectRouter();
    navigateTo('/m/login');
    navigateTo('/m/home', { replace: true });
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    const navigate = jest.fn();
    setRouterNavigate(navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('a router that never comes gets a full page load after the wait', () => {
    jest.useFakeTimers();
    expectRouter();
    navigateTo('/m/login');
    jest.advanceTimersByTime(ROUTER_WAIT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/m/login');
    setRouterNavigate(jest.fn());
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

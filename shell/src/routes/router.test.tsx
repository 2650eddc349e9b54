import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, matchesPath, navigate, Redirect, resolveTo, Router, useLocation, useQuery } from './router';

type TState = { key?: string; idx?: number | null; usr?: unknown } | null;
const state = () => window.history.state as TState;

let seen: { pathname: string; search: string; key: string; query: string } | null = null;
function Probe() {
  const location = useLocation();
  const query = useQuery();
  seen = { ...location, query: query.toString() };
  return null;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/m/home');
  seen = null;
});

describe('history entries: React Router’s { usr, key, idx } format', () => {
  it('the entry the page opened on becomes entry 0 with the default key; a reload keeps its index', () => {
    render(<Router>{null}</Router>);
    expect(state()).toEqual({ idx: 0 });
    window.history.replaceState({ key: 'abc', idx: 4, usr: null }, '', '/m/help');
    render(<Router>{null}</Router>);
    expect(state()).toEqual({ key: 'abc', idx: 4, usr: null });
  });

  it('push adds one to the index with a new key; replace keeps the index with a new key', () => {
    render(
      <Router>
        <Probe />
      </Router>,
    );
    expect(seen).toEqual({ pathname: '/m/home', search: '', key: 'default', query: '' });
    act(() => navigate('/m/help?p=2&c=1'));
    expect(state()).toMatchObject({ idx: 1, key: expect.stringMatching(/^[a-z0-9]+$/) });
    expect(seen).toMatchObject({ pathname: '/m/help', search: '?p=2&c=1', key: state()?.key, query: 'p=2&c=1' });
    const pushedKey = state()?.key;
    const length = window.history.length;
    act(() => navigate('/m/notice', { replace: true }));
    expect(state()?.idx).toBe(1);
    expect(state()?.key).not.toBe(pushedKey);
    expect(window.history.length).toBe(length);
    expect(seen?.pathname).toBe('/m/notice');
  });

  it('query-only and relative targets resolve as React Router’s navigate did outside a route', () => {
    expect(resolveTo('/m/game?category=HOT', '/m/home')).toBe('/m/game?category=HOT');
    expect(resolveTo('?p=3', '/m/help')).toBe('/m/help?p=3');
    expect(resolveTo('#top', '/m/help')).toBe('/m/help#top');
    expect(resolveTo('', '/m/help')).toBe('/m/help');
    expect(resolveTo('m/app', '/m/help')).toBe('/m/app');
  });

  it('the query keeps its raw encoding (a redirect return path survives as it was written)', () => {
    render(
      <Router>
        <Probe />
      </Router>,
    );
    act(() => navigate('/m/login?redirect=%2Fm%2Fhelp%3Fp%3D100%2541'));
    expect(seen?.search).toBe('?redirect=%2Fm%2Fhelp%3Fp%3D100%2541');
    expect(new URLSearchParams(seen?.query).get('redirect')).toBe('/m/help?p=100%41');
  });
});

describe('Redirect', () => {
  it('replaces the current entry with its target once rendered', () => {
    act(() => window.history.pushState({ idx: 1 }, '', '/m/nowhere'));
    const length = window.history.length;
    render(
      <Router>
        <Redirect to="/m/home" />
      </Router>,
    );
    expect(window.location.pathname).toBe('/m/home');
    expect(window.history.length).toBe(length);
    expect(state()?.idx).toBe(1);
  });
});

describe('Link', () => {
  const mount = (props: Partial<Parameters<typeof Link>[0]> = {}) =>
    render(
      <Router>
        <Link to="/m/login" className="acc-link" data-testid="link" {...props}>
          Log in
        </Link>
      </Router>,
    );

  it('renders a real <a href> with its class and test id; a click pushes an entry in the app', () => {
    mount();
    const link = screen.getByTestId('link');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/m/login');
    expect(link.className).toBe('acc-link');
    const length = window.history.length;
    act(() => void fireEvent.click(link));
    expect(window.location.pathname).toBe('/m/login');
    expect(window.history.length).toBe(length + 1);
    expect(state()?.idx).toBe(1);
  });

  it('to the page already shown: replaces it (no second entry), as React Router’s Link did', () => {
    window.history.replaceState(null, '', '/m/login');
    mount();
    const length = window.history.length;
    act(() => void fireEvent.click(screen.getByTestId('link')));
    expect(window.history.length).toBe(length);
    expect(state()?.idx).toBe(0);
  });

  it('modified clicks, other buttons and another target stay the browser’s', () => {
    // After the app's handler has run (bubbling to window), record whether it took the click, then keep jsdom from navigating.
    const taken: boolean[] = [];
    const record = (e: Event) => {
      taken.push(e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', record);
    const view = mount();
    const click = (init: MouseEventInit) =>
      act(() => void screen.getByTestId('link').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init })));
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) click(init);
    view.unmount();
    const blank = mount({ target: '_blank' });
    click({});
    expect(taken).toEqual([false, false, false, false, false, false]);
    expect(window.location.pathname).toBe('/m/home');
    blank.unmount();
    mount({ target: '_self' });
    click({});
    window.removeEventListener('click', record);
    expect(taken[6]).toBe(true);
    expect(window.location.pathname).toBe('/m/login');
  });

  it('a plain click that the handler prevents does not navigate', () => {
    mount({ onClick: (e) => e.preventDefault() });
    act(() => void fireEvent.click(screen.getByTestId('link')));
    expect(window.location.pathname).toBe('/m/home');
  });
});

describe('matchesPath: React Router’s matchPath with end and no case sensitivity', () => {
  it('whole path, any case, trailing slashes ignored', () => {
    expect(matchesPath('/m/home', '/m/home')).toBe(true);
    expect(matchesPath('/m/home', '/M/Home/')).toBe(true);
    expect(matchesPath('/m/home', '/m/home/x')).toBe(false);
    expect(matchesPath('/m/home', '/m/homes')).toBe(false);
    expect(matchesPath('/m/', '/m')).toBe(true);
    expect(matchesPath('/', '/')).toBe(true);
    expect(matchesPath('/', '/m')).toBe(false);
  });

  it('dots are literal, the path is decoded, params and a trailing * match segments', () => {
    expect(matchesPath('/m/register.html', '/m/register.html')).toBe(true);
    expect(matchesPath('/m/register.html', '/m/registerxhtml')).toBe(false);
    expect(matchesPath('/m/home', '/m/%68ome')).toBe(true);
    expect(matchesPath('/m/game/:id', '/m/game/7')).toBe(true);
    expect(matchesPath('/m/game/:id', '/m/game')).toBe(false);
    expect(matchesPath('/m/*', '/m/a/b')).toBe(true);
  });
});

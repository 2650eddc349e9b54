import { WARM_MESSAGE } from './policy';
import { registerServiceWorker, SERVICE_WORKER_URL, type TRegisterEnv } from './register';

function env(production: boolean, withWorker = true, fails = false) {
  const postMessage = jest.fn();
  const register = jest.fn(() => (fails ? Promise.reject(new Error('blocked')) : Promise.resolve({})));
  const tasks: (() => void)[] = [];
  const e: TRegisterEnv = {
    production,
    navigator: withWorker ? ({ serviceWorker: { register, ready: Promise.resolve({ active: { postMessage } }) } } as unknown as Navigator) : {},
    afterLoad: (task) => tasks.push(task),
    loadedUrls: () => ['https://x/remotes/home/1.0.0/remoteEntry.js'],
  };
  return { e, register, postMessage, runLoad: () => tasks.forEach((t) => t()) };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js at the root scope after the load event, in production builds', () => {
    const { e, register, runLoad } = env(true);
    expect(registerServiceWorker(e)).toBe(true);
    expect(register).not.toHaveBeenCalled();
    runLoad();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('hands the active worker the files the page loaded before it, to store them', async () => {
    const { e, postMessage, runLoad } = env(true);
    registerServiceWorker(e);
    runLoad();
    await new Promise((r) => setTimeout(r, 0));
    expect(postMessage).toHaveBeenCalledWith({ type: WARM_MESSAGE, urls: ['https://x/remotes/home/1.0.0/remoteEntry.js'] });
  });

  it('never registers in a development build (its files change under the same names)', () => {
    const { e, register, runLoad } = env(false);
    expect(registerServiceWorker(e)).toBe(false);
    runLoad();
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing where service workers do not exist, and a refused registration is silent', async () => {
    expect(registerServiceWorker(env(true, false).e)).toBe(false);
    const failing = env(true, true, true);
    expect(registerServiceWorker(failing.e)).toBe(true);
    failing.runLoad();
    await Promise.resolve();
    expect(failing.register).toHaveBeenCalled();
  });
});

// jsdom lacks these Web APIs that React 19, zod and i18next use.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// A stand-in for the React DevTools global hook, set before anything imports react-dom: react-dom
// hands it the root of every commit, and it passes the root on to its listeners. The SDK test kit's
// rendersDuring() listens while an action runs (platform-sdk/src/testing/renderCount.ts reads the
// fibers). Defined here, not imported: the lint keeps this Node-side file off the SDK's code.
if (!('__REACT_DEVTOOLS_GLOBAL_HOOK__' in globalThis)) {
  const commitListeners = new Set<(root: unknown) => void>();
  Object.assign(globalThis, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      isDisabled: false,
      commitListeners,
      inject: () => 1,
      onCommitFiberRoot: (_rendererId: number, root: unknown) => commitListeners.forEach((listener) => listener(root)),
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
}

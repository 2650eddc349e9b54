// jsdom lacks these Web APIs that React 19, zod and i18next use.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}

// A stand-in for the React DevTools global hook, set before anything imports react-dom: the SDK's
// test kit (rendersDuring) listens to the commits react-dom hands it.
if (!('__REACT_DEVTOOLS_GLOBAL_HOOK__' in globalThis)) {
  const commitListeners = new Set();
  Object.assign(globalThis, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      isDisabled: false,
      commitListeners,
      inject: () => 1,
      onCommitFiberRoot: (_rendererId, root) => commitListeners.forEach((listener) => listener(root)),
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
}

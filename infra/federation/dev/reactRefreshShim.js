// `react-refresh/runtime` as the dev remote's bundle sees it (infra/federation/src/devServer.ts):
// the ONE runtime of the page, which the dev server's preamble script created and attached to
// React's DevTools hook before the shell loaded React. A runtime bundled into the remote would
// attach only when remoteEntry.js loads, after React has registered its renderer, and refresh nothing.
function runtime() {
  var rt = typeof window !== 'undefined' ? window.__TESSERA_REACT_REFRESH__ : undefined;
  if (!rt) throw new Error('React Refresh: the page was not served by the Tessera dev server (no preamble runtime)');
  return rt;
}

export function injectIntoGlobalHook() {
  // Done by the preamble, before React loaded.
}
export function register(type, id) {
  return runtime().register(type, id);
}
export function createSignatureFunctionForTransform() {
  return runtime().createSignatureFunctionForTransform();
}
export function performReactRefresh() {
  return runtime().performReactRefresh();
}
export function isLikelyComponentType(type) {
  return runtime().isLikelyComponentType(type);
}
export function getFamilyByType(type) {
  return runtime().getFamilyByType(type);
}
export function hasUnrecoverableErrors() {
  return runtime().hasUnrecoverableErrors();
}

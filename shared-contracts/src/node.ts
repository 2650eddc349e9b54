// The Node door of @tessera/shared-contracts ('@tessera/shared-contracts/node'): what the API and
// Node tools (the e2e support, scripts) share with the front end, and nothing that loads React or
// other browser code. The root door (index.ts → browser.ts) carries the platform context
// (platform.ts: React) and the title screen (.tsx); loading those at the API's boot costs start-up
// time and memory for nothing, and ties the server to the front end's React version.
// node.node.test.ts keeps this true: requiring this file loads no React and no .tsx.
export * from './constants';
export * from './paths';
export * from './semver';
export * from './session';
// remote.ts names React's ComponentType in types only (erased at run time).
export * from './remote';
export * from './registry';
export * from './accounts';
export * from './bankCard';
// The status payload read as screens read it (the page's first paint decides its chrome from it).
export { statusInfoOf, type TStatusInfo } from './statusInfo';
export * from './schemas';
export { encryptLoginBody, loginHeaders, toBase64Url, LOGIN_ENCRYPTION, type TLoginPublicJwk } from './crypto/loginEncryption';
export type { TBus, TBusEvent, TBusEventType, TBusPayload } from './events';
export type { TEndpoint, TEndpointInput, TEndpointOutput, TAuth, THttpMethod } from './api/endpoint';

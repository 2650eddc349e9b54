// The public door of @tessera/shared-contracts (shared singleton: keep it small).
// Call descriptors live in '@tessera/shared-contracts/api'; the test kit in '/testing'.
export * from './constants';
export * from './semver';
export * from './session';
export * from './remote';
export * from './registry';
export * from './events';
export * from './platform';
export type { TEndpoint, TEndpointInput, TEndpointOutput, TAuth, THttpMethod } from './api/endpoint';

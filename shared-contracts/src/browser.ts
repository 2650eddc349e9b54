// The browser door of @tessera/shared-contracts: the shared singleton every app loads first.
// Types, constants, the platform context and small helpers only — no zod (schemas live in
// '@tessera/shared-contracts/schemas'; Node and tests get them from the full entry, index.ts).
export * from './constants';
export * from './paths';
export * from './semver';
export * from './session';
export * from './remote';
export * from './registry';
export * from './events';
export * from './platform';
export * from './apiError';
export * from './multipart';
export * from './roles';
export * from './member';
export * from './money';
export * from './device';
export * from './customerService';
export * from './statusInfo';
export { createTitleScreen } from './titleScreen';
export * from './accounts';
export * from './bankCard';
export { encryptLoginBody, loginHeaders, toBase64Url, LOGIN_ENCRYPTION, type TLoginPublicJwk } from './crypto/loginEncryption';
export type { TEndpoint, TEndpointInput, TEndpointOutput, TAuth, THttpMethod } from './api/endpoint';

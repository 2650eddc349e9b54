// The full door of @tessera/shared-contracts (Node, the API, tests): the browser entry plus the
// zod schemas. Bundlers targeting the web resolve the 'browser' condition to browser.ts instead.
export * from './browser';
export * from './schemas';

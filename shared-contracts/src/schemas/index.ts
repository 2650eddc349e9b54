// zod schemas of the contract. Not part of the browser entry (browser.ts): the shell's first load
// stays free of zod; the API, the build and the contract tests validate with these.
export * from './remote';
export * from './registry';
export * from './session';
export * from './events';

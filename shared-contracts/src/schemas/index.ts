// zod schemas of the contract. Not part of the browser entry (browser.ts): the shell's first load
// stays free of zod; the API, the build and the contract tests validate with these.
export { ZLocales, ZRemoteModule, ZRemoteName, ZRouteMeta, ZRoutesManifest, ZRouteTitles } from './remote';
export { ZCustomerServiceEntry, ZRegistry, ZRegistryRemote, ZSystemStatus } from './registry';
export { ZSession } from './session';
export { ZBusEvent } from './events';

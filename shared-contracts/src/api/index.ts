export * from './endpoint';
export * from './envelope';
export * from './errors';
export * from './platform';
export * from './accounts';
export * from './games';
export * from './content';
export * from './paths';
export { TIMING_MS } from '../constants';

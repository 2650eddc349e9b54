export * from './endpoint';
export * from './envelope';
export * from './errors';
export * from './platform';
export * from './paths';
export { TIMING_MS } from '../constants';

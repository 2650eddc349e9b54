export { expectValidRemote, remoteContractProblems } from './expectValidRemote';
export { createTestPlatform, type TTestPlatform } from './createTestPlatform';
export { renderRoute } from './renderRoute';

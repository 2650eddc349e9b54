export { expectValidRemote, remoteContractProblems } from './expectValidRemote';
export { createTestPlatform, type TTestPlatform } from './createTestPlatform';
export { renderRoute } from './renderRoute';
export { renderWithPlatform } from './renderWithPlatform';
export { testRemoteContract } from './testRemoteContract';
export { menuLabelProblems, type TNamespacePacks } from './menuLabels';
export { sampleRegistry, sampleStatus, SAMPLE_MEMBER } from './fixtures';

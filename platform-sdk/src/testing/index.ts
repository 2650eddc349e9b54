export { allLocales, expectValidRemote, remoteContractProblems } from './expectValidRemote';
export { createTestPlatform, type TTestApiAnswer, type TTestPlatform, type TTestPlatformCalls, type TTestPlatformOptions } from './createTestPlatform';
export { renderRoute } from './renderRoute';
export { rendersDuring } from './renderCount';
export { renderWithPlatform } from './renderWithPlatform';
export { testRemoteContract } from './testRemoteContract';
export { menuLabelProblems, type TNamespacePacks } from './menuLabels';
export { keyNeededIn, placeholdersOf, pluralProblems, PORTUGUESE_GLOSSARY, portugueseVocabularyProblems, type TGlossaryEntry } from './languagePacks';
export {
  SAMPLE_AGENT,
  SAMPLE_CUSTOMER_SERVICE,
  SAMPLE_MEMBER,
  SAMPLE_SERVICE_LINKS,
  SAMPLE_TRIAL,
  sampleMemberInfo,
  sampleRegistry,
  sampleStatus,
} from '@tessera/contract/fixtures';

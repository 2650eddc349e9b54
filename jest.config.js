// One Jest run for every package: node for the API and build tooling, jsdom for React code.
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
  ],
};
const common = {
  transform,
  moduleNameMapper: { '\\.css$': '<rootDir>/jest.css-stub.js' },
  transformIgnorePatterns: ['/node_modules/(?!(@tessera|cookie|content-disposition|wouter|openid-client|oauth4webapi|jose)/)'],
};
module.exports = {
  // Jest reads testTimeout from the global config only: API tests that hash passwords in bursts or
  // build an app on PostgreSQL need more than the 5 s default on a loaded 2-core CI.
  testTimeout: 30_000,
  projects: [
    // API tests build an app on a fresh database (every migration and the seed) in beforeAll: under a
    // loaded 2-core CI on PostgreSQL that takes longer than Jest's 5 s default.
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testTimeout: 30_000,
      testMatch: ['<rootDir>/infra/**/*.test.ts', '<rootDir>/shared-contracts/src/**/*.node.test.ts', '<rootDir>/platform-sdk/src/**/*.node.test.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/jest.setup.ts'],
      testMatch: ['<rootDir>/{shell,ui-kit,mfe-*}/src/**/*.test.{ts,tsx}', '<rootDir>/{shared-contracts,platform-sdk}/src/**/!(*.node).test.{ts,tsx}'],
    },
  ],
};

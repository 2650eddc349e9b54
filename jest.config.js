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
  // One worker on this 2-core machine, as before, but a worker process instead of Jest's own: it is
  // replaced once it holds more than this after a file. In band, the ~315 files grew one heap to the
  // 4 GB default limit and the run slowed 4-20x in garbage collection (accounts.register 8 s alone,
  // 162 s late in the run), and tests near their timeouts failed.
  workerIdleMemoryLimit: '1536MB',
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

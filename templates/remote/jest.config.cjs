// The remote's tests, its contract test first (src/remote.test.tsx): Jest + jsdom, TypeScript through swc.
module.exports = {
  testEnvironment: 'jsdom',
  testTimeout: 30_000,
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // The platform's packages ship ES modules for bundlers beside CommonJS: let swc compile either.
  transformIgnorePatterns: ['/node_modules/(?!(@tessera)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/jest.css-stub.cjs' },
};

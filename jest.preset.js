// Shared Jest setup: SWC compiles TypeScript with the decorator metadata Nest's injection needs,
// and workspace packages resolve to their sources so tests never depend on a stale build.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    // PGlite's CommonJS bundle loads Node's own modules with import(), which Jest's sandbox refuses
    // (short of --experimental-vm-modules): compiled, those become require() calls.
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': swc,
  },
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  moduleNameMapper: {
    '^@shop/(contracts|service-kit|ui|storefront-sdk|demo-catalogue)$': path.join(
      __dirname,
      'packages/$1/src',
    ),
    '^@shop/(contracts|service-kit|ui|storefront-sdk|demo-catalogue)/(.*)$': path.join(
      __dirname,
      'packages/$1/src/$2',
    ),
    '\\.css$': path.join(__dirname, 'scripts/jest-style-stub.js'),
  },
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
};

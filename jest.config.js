// One `jest` run covers every workspace; each project keeps its own config beside its code.
const { availableParallelism } = require('node:os');

module.exports = {
  // Global, not per project: integration tests start real servers and databases.
  testTimeout: 30000,
  // Jest's default (one worker less than the cores) leaves a two-core machine one worker, idle
  // while a test waits on its platform or browser; two keep both cores busy.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: [
    '<rootDir>/packages/*/jest.config.js',
    '<rootDir>/services/*',
    '<rootDir>/gateway',
    '<rootDir>/shell',
    '<rootDir>/mf-*',
    '<rootDir>/scripts',
    '<rootDir>/deploy/k8s',
    '<rootDir>/e2e',
  ],
};

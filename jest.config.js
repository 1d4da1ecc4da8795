// One `jest` run covers every workspace; each project keeps its own config beside its code.
module.exports = {
  // Global, not per project: integration tests start real servers and databases.
  testTimeout: 30000,
  projects: [
    '<rootDir>/packages/*',
    '<rootDir>/services/*',
    '<rootDir>/gateway',
    '<rootDir>/shell',
    '<rootDir>/mf-*',
    '<rootDir>/scripts',
    '<rootDir>/deploy/k8s',
    '<rootDir>/e2e',
  ],
};

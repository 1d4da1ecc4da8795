// One `jest` run covers every workspace; each project keeps its own config beside its code.
module.exports = {
  projects: [
    '<rootDir>/packages/*',
    '<rootDir>/services/*',
    '<rootDir>/gateway',
    '<rootDir>/shell',
    '<rootDir>/mf-*',
    '<rootDir>/e2e',
  ],
};

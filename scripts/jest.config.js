// The launcher's own pieces, tested as users meet them: as processes answering over HTTP.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'scripts',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
};

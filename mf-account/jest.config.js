module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-account',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/src/testing/jsdom-polyfills.ts'],
};

module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-admin',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/src/testing/jsdom-polyfills.ts'],
};

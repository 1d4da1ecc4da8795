module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-checkout',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/src/testing/jsdom-polyfills.ts'],
};

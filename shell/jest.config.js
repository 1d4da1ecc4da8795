module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'shell',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/src/testing/jsdom-polyfills.ts'],
};

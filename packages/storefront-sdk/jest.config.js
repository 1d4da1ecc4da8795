module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'storefront-sdk',
  testEnvironment: 'jsdom',
};

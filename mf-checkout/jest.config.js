module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-checkout',
  testEnvironment: 'jsdom',
};

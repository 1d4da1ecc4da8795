module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-account',
  testEnvironment: 'jsdom',
};

module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-admin',
  testEnvironment: 'jsdom',
};

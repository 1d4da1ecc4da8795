module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'ui',
  testEnvironment: 'jsdom',
};

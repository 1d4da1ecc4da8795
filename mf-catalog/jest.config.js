module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-catalog',
  testEnvironment: 'jsdom',
};

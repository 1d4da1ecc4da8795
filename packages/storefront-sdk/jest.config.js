const path = require('node:path');

module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'storefront-sdk',
  testEnvironment: 'jsdom',
  setupFiles: [path.join(__dirname, '../../scripts/jest-jsdom-setup.js')],
  setupFilesAfterEnv: [path.join(__dirname, '../../scripts/jest-dom-setup.js')],
};

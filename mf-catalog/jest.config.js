const path = require('node:path');

module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'mf-catalog',
  testEnvironment: 'jsdom',
  setupFiles: [path.join(__dirname, '../scripts/jest-jsdom-setup.js')],
  setupFilesAfterEnv: [
    path.join(__dirname, '../scripts/jest-dom-setup.js'),
    path.join(__dirname, '../scripts/jest-usd-prices.js'),
  ],
};

// Browser journeys: the whole platform started for real, driven through Chromium.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'e2e',
  testMatch: ['<rootDir>/journeys/**/*.e2e.test.ts'],
};

// Browser journeys: the whole platform started for real, driven through Chromium; and the
// platform's own tests (replicas and a NATS cluster), through its API.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'e2e',
  testMatch: ['<rootDir>/journeys/**/*.e2e.test.ts', '<rootDir>/platform/**/*.e2e.test.ts'],
};

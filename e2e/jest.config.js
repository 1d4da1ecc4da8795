// Browser journeys: the whole platform started for real, driven through Chromium; and the
// platform's own tests (replicas and a NATS cluster), through its API.
const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'e2e',
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv ?? []), '<rootDir>/support/retry-in-ci.ts'],
  testMatch: ['<rootDir>/journeys/**/*.e2e.test.ts', '<rootDir>/platform/**/*.e2e.test.ts'],
};

// The Kubernetes manifests, rendered by kubectl kustomize and checked as the cluster would read them.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'deploy',
  testMatch: ['<rootDir>/*.test.ts'],
};

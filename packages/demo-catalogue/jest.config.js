module.exports = { ...require('../../jest.preset.js'), displayName: 'demo-catalogue' };

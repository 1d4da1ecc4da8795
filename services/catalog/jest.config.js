module.exports = { ...require('../../jest.preset.js'), displayName: 'catalog' };

// jsdom lacks what react-router 7 reads when it is imported; every browser project gets it here.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

// Preloaded (`node -r`) to run a service's or the gateway's TypeScript entry point from source in
// a child process, compiled the way Jest compiles it (SWC, with the decorator metadata Nest's
// injection needs) and with workspace packages resolved to their sources, so tests that start
// real processes never run a stale build.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const ROOT = path.resolve(__dirname, '../../../..');
const WORKSPACE_PACKAGE = /^@shop\/(contracts|service-kit)(\/.*)?$/;
const [, swcOptions] = Object.values(require(path.join(ROOT, 'jest.preset.js')).transform)[0];

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const match = WORKSPACE_PACKAGE.exec(request);
  const source = match ? path.join(ROOT, 'packages', match[1], 'src', match[2] ?? '') : request;
  return resolveFilename.call(this, source, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    ...swcOptions,
    filename,
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

// The test that started this process holds its stdin: when that closes (the test ended or
// crashed), shut down as on SIGTERM instead of lingering.
if (process.env.STOP_WITH_PARENT === '1') {
  process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
  process.stdin.resume();
}

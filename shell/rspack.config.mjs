import { federatedApp } from '../scripts/rspack/federated-app.mjs';

// The remotes are not listed here: their addresses come from /runtime-config.json at start.
export default federatedApp({
  name: 'shell',
  runtimePlugins: ['./src/federation/shop-runtime-plugin.ts'],
  serverEntry: './src/server.tsx',
});

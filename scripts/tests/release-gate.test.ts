import path from 'node:path';
import * as gate from '../release/gate.cjs';

// The shell as its build manifest describes what it provides, and the catalogue as it is built.
const shellProvides = gate.providedVersions({
  shared: [
    { name: 'react', version: '19.2.0' },
    { name: 'react/jsx-runtime', version: '19.2.0' },
    { name: 'react-dom', version: '19.2.0' },
    { name: 'react-dom/client', version: '19.2.0' },
    { name: 'react-router-dom', version: '7.18.5' },
    { name: '@shop/ui', version: '0.1.0' },
    { name: '@shop/storefront-sdk', version: '0.1.0' },
  ],
});
const shellLoads = ['HomeRoute', 'CollectionRoute', 'ProductRoute'];

function catalogue({
  react = '^19.2.0',
  exposes = ['./HomeRoute', './CollectionRoute', './ProductRoute'],
} = {}) {
  return {
    // In the order a build writes them: a module path may come before its package.
    shared: [
      { name: 'react/jsx-runtime', version: '19.2.0', requiredVersion: react },
      { name: 'react', version: '19.2.0', requiredVersion: react },
      { name: 'react-dom/client', version: '19.2.0', requiredVersion: '^19.2.0' },
      { name: 'react-router-dom', version: '7.18.5', requiredVersion: '^7.9.0' },
      { name: '@shop/ui', version: '0.1.0', requiredVersion: null },
      { name: '@shop/storefront-sdk', version: '0.1.0', requiredVersion: null },
    ],
    exposes: exposes.map((name) => ({ name })),
  };
}

const refusal = (manifest: gate.FederationManifest) =>
  gate.refusal({ remote: 'mf_catalog', manifest, shellProvides, shellLoads });

describe('the release gate', () => {
  it('lets through a release that runs on the shell', () => {
    expect(refusal(catalogue())).toBeUndefined();
  });

  it('refuses a release that asks for a React the shell does not provide', () => {
    expect(refusal(catalogue({ react: '^18.2.0' }))).toBe(
      'mf_catalog: react ^18.2.0 is not provided by the shell (19.2.0)',
    );
  });

  it('refuses a release that no longer exposes a module the shell loads', () => {
    expect(refusal(catalogue({ exposes: ['./HomeRoute', './CollectionRoute'] }))).toBe(
      'mf_catalog: does not expose ProductRoute, which the shell loads',
    );
  });

  it('refuses a release that shares a singleton the shell does not provide', () => {
    const manifest = catalogue();
    manifest.shared.push({ name: 'react-router', version: '7.18.5', requiredVersion: '^7.9.0' });
    expect(refusal(manifest)).toBe('mf_catalog: react-router is not provided by the shell');
  });

  it('knows from the shell’s sources which modules it loads from each remote', () => {
    const loads = gate.modulesTheShellLoads(path.resolve(__dirname, '../../shell/src'));
    expect([...(loads.get('mf_catalog') ?? [])].sort()).toEqual([
      'CollectionRoute',
      'HomeRoute',
      'ProductRoute',
    ]);
    expect(loads.get('mf_account')).toContain('WelcomeSurvey');
    expect(loads.get('mf_admin')).toContain('AdminRoute');
  });
});

import path from 'node:path';
import AdmZip from 'adm-zip';
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

/**
 * mf-account's federated types as its build packs them (@mf-types.zip): one `<Module>.d.ts` per
 * exposed module re-exporting the compiled declarations of its source.
 */
function accountTypes(declarations: Record<string, string>): Buffer {
  const zip = new AdmZip();
  for (const [module, declaration] of Object.entries(declarations)) {
    const source = `compiled-types/${module.toLowerCase()}`;
    zip.addFile(`${source}.d.ts`, Buffer.from(declaration));
    zip.addFile(
      `${module}.d.ts`,
      Buffer.from(`export * from './${source}';\nexport { default } from './${source}';\n`),
    );
  }
  return zip.toBuffer();
}

const LOGIN_ROUTE = `export default function LoginRoute(): import('react').JSX.Element;\n`;
const WELCOME_SURVEY = `import { type WelcomeSurveyProps } from '@shop/storefront-sdk';
export default function WelcomeSurvey({ onCompleted, onClose }: WelcomeSurveyProps): import('react').JSX.Element;
`;

describe('the release gate, on federated types', () => {
  const typeRefusal = (declarations: Record<string, string>) =>
    gate.typeRefusal({
      remote: 'mf_account',
      typesZip: accountTypes(declarations),
      shellLoads: ['LoginRoute', 'WelcomeSurvey'],
    });

  it('lets through types that fit the shell’s use', () => {
    expect(typeRefusal({ LoginRoute: LOGIN_ROUTE, WelcomeSurvey: WELCOME_SURVEY })).toBeUndefined();
  }, 60_000);

  it('refuses a component whose props no longer fit the shell’s call', () => {
    const renamed = `export default function WelcomeSurvey(props: { onDone: () => void }): import('react').JSX.Element;\n`;
    expect(typeRefusal({ LoginRoute: LOGIN_ROUTE, WelcomeSurvey: renamed })).toMatch(
      /^mf_account: WelcomeSurvey does not fit the shell's use: Type '\(props: \{ onDone: \(\) => void; \}\) => Element' is not assignable to type 'ComponentType<WelcomeSurveyProps>'/,
    );
  }, 60_000);

  it('refuses a page that now needs props the shell’s router does not give', () => {
    const needsProps = `export default function LoginRoute(props: { next: string }): import('react').JSX.Element;\n`;
    expect(typeRefusal({ LoginRoute: needsProps, WelcomeSurvey: WELCOME_SURVEY })).toMatch(
      /^mf_account: LoginRoute does not fit the shell's use: /,
    );
  }, 60_000);

  it('refuses types that do not declare a module the shell loads', () => {
    expect(typeRefusal({ LoginRoute: LOGIN_ROUTE })).toBe(
      'mf_account: its federated types do not declare WelcomeSurvey, which the shell loads',
    );
  });

  it('refuses types it cannot read', () => {
    expect(
      gate.typeRefusal({
        remote: 'mf_account',
        typesZip: Buffer.from('not a zip'),
        shellLoads: ['LoginRoute'],
      }),
    ).toBe('mf_account: its federated types (@mf-types.zip) cannot be read');
  });
});

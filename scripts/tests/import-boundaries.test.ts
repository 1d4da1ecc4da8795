import { spawnSync } from 'node:child_process';
import path from 'node:path';

const LINT_SNIPPETS = path.join(__dirname, 'lint-snippets.mjs');
const RULE = 'shop/import-boundaries';

type Snippet = { filePath: string; code: string };
type Message = { ruleId: string | null; message: string };

/** Each snippet's lint messages, linted in one ESLint process with the repository's config. */
function lint(snippets: Snippet[]): Message[][] {
  const run = spawnSync(process.execPath, [LINT_SNIPPETS], {
    input: JSON.stringify(snippets),
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`lint-snippets.mjs failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

// [what is refused, the file, its import, the folder the import reaches]
const CROSSINGS: [string, string, string, string][] = [
  [
    'a remote importing another remote',
    'mf-catalog/src/features/home/components/teaser.tsx',
    "import { CartPage } from '../../../../../mf-checkout/src/features/cart/components/cart-page';",
    'mf-checkout/src/features/cart/components/cart-page',
  ],
  [
    'a remote importing the shell',
    'mf-checkout/src/routes/cart-route.tsx',
    "import { ROUTES } from '@shop/shell/src/routes';",
    'shell/src/routes',
  ],
  [
    "the shell importing a remote's sources, even at run time",
    'shell/src/federation/loader.ts',
    "export const load = () => import('../../../mf-admin/src/routes/admin-route');",
    'mf-admin/src/routes/admin-route',
  ],
  [
    'a service importing another service',
    'services/order/src/orders/stock-check.ts',
    "import { products } from '../../../catalog/src/products/products.table';",
    'services/catalog/src/products/products.table',
  ],
  [
    'a service requiring the gateway',
    'services/catalog/src/products/routes.js',
    "module.exports = require('../../../../gateway/src/routes');",
    'gateway/src/routes',
  ],
  [
    'the gateway importing a service by its package name',
    'gateway/src/proxy/identity.ts',
    "export { AppModule } from '@shop/identity/src/app.module';",
    'services/identity/src/app.module',
  ],
  [
    'a package importing an app, if only a type',
    'packages/service-kit/src/config/order.ts',
    "import type { OrderConfig } from '../../../../services/order/src/config';",
    'services/order/src/config',
  ],
  [
    'a browser package importing a remote',
    'packages/ui/src/cart-link.tsx',
    "import CartRoute from '@shop/mf-checkout/src/routes/cart-route';",
    'mf-checkout/src/routes/cart-route',
  ],
  [
    'a feature importing another feature',
    'mf-catalog/src/features/home/components/teaser.tsx',
    "import { sortProducts } from '../../collection/utils/sort-products';",
    'mf-catalog/src/features/collection/utils/sort-products',
  ],
  [
    'features/shared importing a feature',
    'mf-catalog/src/features/shared/components/teaser.tsx',
    "import { HomePage } from '../../home/components/home-page';",
    'mf-catalog/src/features/home/components/home-page',
  ],
  [
    'a feature importing a route',
    'mf-admin/src/features/orders/components/orders-link.tsx',
    "import AdminRoute from '../../../routes/admin-route';",
    'mf-admin/src/routes/admin-route',
  ],
];

const ALLOWED: [string, string, string][] = [
  [
    'a feature importing its own files, features/shared, the remote’s words and the packages',
    'mf-catalog/src/features/home/components/teaser.tsx',
    [
      "import { Button } from '@shop/ui';",
      "import { apiRequest } from '@shop/storefront-sdk';",
      "import { ProductTile } from '../../shared/components/product-tile';",
      "import { MESSAGES } from '../../../messages';",
      "import { HeroSlider } from './hero-slider';",
    ].join('\n'),
  ],
  [
    'a route composing features',
    'mf-catalog/src/routes/home-route.tsx',
    "import { HomePage } from '../features/home/components/home-page';",
  ],
  [
    'the shell loading a remote by its federation name',
    'shell/src/federation/loader.ts',
    "import { loadRemote } from '@module-federation/enhanced/runtime';\nexport const load = () => loadRemote('mf_catalog/HomeRoute');",
  ],
  [
    "a service's test starting the service it talks to",
    'services/order/src/orders/stock-check.test.ts',
    "import { startCatalogApp } from '../../../catalog/src/testing/start-catalog-app';",
  ],
  [
    "a service's test helpers doing the same",
    'services/order/src/testing/neighbours.ts',
    "import { startCatalogApp } from '../../../catalog/src/testing/start-catalog-app';",
  ],
];

describe('import boundaries (eslint.config.mjs)', () => {
  let crossings: Message[][];
  let allowed: Message[][];
  beforeAll(() => {
    const all = lint([...CROSSINGS, ...ALLOWED].map(([, filePath, code]) => ({ filePath, code })));
    crossings = all.slice(0, CROSSINGS.length);
    allowed = all.slice(CROSSINGS.length);
  }, 150_000);

  it.each(CROSSINGS.map(([what, , , reached], i) => ({ what, reached, i })))(
    'refuses $what',
    ({ reached, i }) => {
      const refusals = crossings[i].filter(({ ruleId }) => ruleId === RULE);
      expect(refusals).toHaveLength(1);
      expect(refusals[0].message).toContain(`reaches ${reached}:`);
    },
  );

  it.each(ALLOWED.map(([what], i) => ({ what, i })))('lets pass $what', ({ i }) => {
    expect(allowed[i].filter(({ ruleId }) => ruleId === RULE)).toEqual([]);
  });
});

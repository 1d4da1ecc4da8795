import { federatedApp } from '../scripts/rspack/federated-app.mjs';

export default federatedApp({
  name: 'mf_catalog',
  title: 'Catalog · Leather & Last',
  exposes: {
    './HomeRoute': './src/routes/home-route.tsx',
    './CollectionRoute': './src/routes/collection-route.tsx',
    './ProductRoute': './src/routes/product-route.tsx',
  },
  // The public pages, rendered on the storefront server too.
  serverExposes: {
    './HomeRoute': './src/routes/home-route.tsx',
    './CollectionRoute': './src/routes/collection-route.tsx',
    './ProductRoute': './src/routes/product-route.tsx',
  },
});

// Runs mf-catalog on its own (npm run dev -w mf-catalog), without the shell around it.
import { Route } from 'react-router-dom';
import { runStandalone } from '@shop/storefront-sdk/src/standalone';
import '@shop/ui/src/tokens.css';
import CollectionRoute from './routes/collection-route';
import HomeRoute from './routes/home-route';
import ProductRoute from './routes/product-route';

runStandalone({
  name: 'mf-catalog',
  links: [
    ['/', 'Home'],
    ['/collection', 'Collection'],
  ],
  routes: (
    <>
      <Route path="/" element={<HomeRoute />} />
      <Route path="/collection" element={<CollectionRoute />} />
      <Route path="/product/:productId" element={<ProductRoute />} />
    </>
  ),
});

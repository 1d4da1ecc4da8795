// Runs mf-catalog on its own (npm run dev -w mf-catalog), without the shell around it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { DEFAULT_API_BASE, configureApi } from '@shop/storefront-sdk';
import '@shop/ui/src/tokens.css';
import CollectionRoute from './routes/collection-route';
import HomeRoute from './routes/home-route';
import ProductRoute from './routes/product-route';

configureApi({ baseUrl: process.env.SHOP_API_BASE || DEFAULT_API_BASE });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <nav className="standalone-bar">
        <strong>mf-catalog</strong>
        <Link to="/">Home</Link>
        <Link to="/collection">Collection</Link>
      </nav>
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/collection" element={<CollectionRoute />} />
        <Route path="/product/:productId" element={<ProductRoute />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);

// Runs mf-checkout on its own (npm run dev -w mf-checkout), without the shell around it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { DEFAULT_API_BASE, configureApi } from '@shop/storefront-sdk';
import '@shop/ui/src/tokens.css';
import CartRoute from './routes/cart-route';
import OrdersRoute from './routes/orders-route';
import PlaceOrderRoute from './routes/place-order-route';

configureApi({ baseUrl: process.env.SHOP_API_BASE || DEFAULT_API_BASE });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <nav className="standalone-bar">
        <strong>mf-checkout</strong>
        <Link to="/cart">Cart</Link>
        <Link to="/place-order">Place order</Link>
        <Link to="/orders">Orders</Link>
      </nav>
      <Routes>
        <Route path="/" element={<Navigate to="/cart" replace />} />
        <Route path="/cart" element={<CartRoute />} />
        <Route path="/place-order" element={<PlaceOrderRoute />} />
        <Route path="/orders" element={<OrdersRoute />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);

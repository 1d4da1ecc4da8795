// Runs mf-admin on its own (npm run dev -w mf-admin), without the shell around it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { DEFAULT_API_BASE, configureApi } from '@shop/storefront-sdk';
import '@shop/ui/src/tokens.css';
import AdminRoute from './routes/admin-route';

configureApi({ baseUrl: process.env.SHOP_API_BASE || DEFAULT_API_BASE });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <nav className="standalone-bar">
        <strong>mf-admin</strong>
      </nav>
      <Routes>
        <Route path="/" element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="/admin/*" element={<AdminRoute />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);

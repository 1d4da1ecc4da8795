// Runs a remote on its own (npm run dev -w <remote>), without the shell around it: the API
// address the build was given, a bar of links to the remote's pages, and its routes.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Routes } from 'react-router-dom';
import { DEFAULT_API_BASE, configureApi } from './api-client';

export interface StandaloneRemote {
  /** The remote's name, shown first in the bar, e.g. 'mf-catalog'. */
  name: string;
  /** The bar's links, each a path and its words. */
  links?: ReadonlyArray<readonly [to: string, label: string]>;
  /** The remote's `<Route>`s. */
  routes: ReactNode;
}

/** Renders a remote alone into the page's #root. */
export function runStandalone({ name, links = [], routes }: StandaloneRemote): void {
  configureApi({ baseUrl: process.env.SHOP_API_BASE || DEFAULT_API_BASE });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <nav className="standalone-bar">
          <strong>{name}</strong>
          {links.map(([to, label]) => (
            <Link key={to} to={to}>
              {label}
            </Link>
          ))}
        </nav>
        <Routes>{routes}</Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}

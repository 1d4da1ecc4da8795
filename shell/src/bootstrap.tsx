import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  browserQueries,
  configureApi,
  configureCurrency,
  loadCurrencyRates,
  configureTracking,
  displayCurrency,
  followAccessibilityMode,
  takePageState,
} from '@shop/storefront-sdk';
import './global.css';
import { App } from './app';
import { startFirstScreen } from './federation/first-screen';
import { loadRuntimeConfig } from './federation/runtime-config';
import { registerShopRemotes } from './federation/remotes';
import { REGION_RENDERED_IN_BROWSER } from './federation/server-regions';

/**
 * A region the server left to the browser (docs/frontends.md, "Rendered on the server") is
 * expected, not an error; anything else React recovered from is still reported.
 */
function onRecoverableError(error: unknown, info: { componentStack?: string }) {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const digest = (error as { digest?: string } | null)?.digest;
  const ofRegion = (value: unknown) =>
    (value as { digest?: string } | null)?.digest === REGION_RENDERED_IN_BROWSER;
  if (digest === REGION_RENDERED_IN_BROWSER || ofRegion(cause)) return;
  console.error(error, info.componentStack ?? '');
}

async function start() {
  followAccessibilityMode();
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiBase });
  // A page the server rendered carries what it read; else the first screen's data and picture
  // start now, in parallel with the remote's code.
  const rendered = takePageState();
  if (rendered) browserQueries.hydrate(rendered.queries);
  else startFirstScreen(window.location);
  void configureTracking(config.tracking ?? {});
  // The rates the server rendered the page's prices at, else the runtime config's until the
  // shop's own answer.
  configureCurrency(rendered?.rates ?? config.currency);
  if (!rendered?.rates) void loadCurrencyRates();
  displayCurrency.shareWithServer();
  registerShopRemotes(config.remotes);

  const container = document.getElementById('root')!;
  if (rendered) {
    hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError },
    );
    return;
  }
  // Rendered as a transition: React then renders in slices and lets the browser paint and answer
  // input between them, instead of one long task for the whole first screen.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();

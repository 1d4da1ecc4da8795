import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  configureApi,
  configureCurrency,
  configureTracking,
  followAccessibilityMode,
} from '@shop/storefront-sdk';
import './global.css';
import { App } from './app';
import { startFirstScreen } from './federation/first-screen';
import { loadRuntimeConfig } from './federation/runtime-config';
import { registerShopRemotes } from './federation/remotes';

async function start() {
  followAccessibilityMode();
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiBase });
  // The first screen's data and picture, in parallel with the remote's code.
  startFirstScreen(window.location);
  void configureTracking(config.tracking ?? {});
  configureCurrency(config.currency);
  registerShopRemotes(config.remotes);

  // Rendered as a transition: React then renders in slices and lets the browser paint and answer
  // input between them, instead of one long task for the whole first screen.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();

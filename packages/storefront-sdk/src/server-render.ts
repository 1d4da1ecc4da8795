import { createContext, useContext } from 'react';
import type { CurrencySettings } from './currency/currency-settings';
import type { PageMeta } from './page-meta';
import type { DehydratedQuery, QueryStore } from './query-cache';

/**
 * One page the storefront server renders (shell/src/server.tsx): what the components read while
 * rendering it and what they tell the server about it. Absent in the browser.
 */
export interface ServerRender {
  /** The page's origin as the shopper asked for it, e.g. `https://shop.example`. */
  origin: string;
  /** This page's answers, carried to the browser once rendered. */
  queries: QueryStore;
  /** The display currency the shopper chose (its cookie), for the first HTML to show. */
  currency?: string;
  /** Sets the answer's status: 404 when the page or its product is unknown. */
  setStatus(status: number): void;
  /** Names the head (usePageMeta): the last page to ask, the one inside the layout, wins. */
  setMeta(meta: PageMeta): void;
}

export const ServerRenderContext = createContext<ServerRender | undefined>(undefined);

/** The page the server is rendering, or undefined in the browser. */
export function useServerRender(): ServerRender | undefined {
  return useContext(ServerRenderContext);
}

/** What the server rendered with, carried in the page for the browser to take over. */
export interface PageState {
  queries: Record<string, DehydratedQuery>;
  currency?: string;
  /**
   * The shop's rates the page's prices were rendered at, for the browser to show the same; absent
   * while the server has not read them (the prices are at the runtime config's rates, as the
   * browser's first are, and the browser reads the shop's itself).
   */
  rates?: CurrencySettings;
}

/** The id of the `<script type="application/json">` that carries a page's state. */
export const PAGE_STATE_ELEMENT_ID = 'shop-page-state';

/**
 * JSON for a script element: `<` escaped (and the two line separators JavaScript once refused), so
 * no text in it, a product's name say, can close the element or start markup.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let carried: PageState | undefined;

/** The state the server rendered this page with, read once from the page; undefined when none. */
export function takePageState(): PageState | undefined {
  if (carried || typeof document === 'undefined') return carried;
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    carried = JSON.parse(element.textContent) as PageState;
  } catch {
    return undefined;
  }
  return carried;
}

/** Sets the answer's status while rendering on the server; nothing in the browser. */
export function useResponseStatus(status: number): void {
  const server = useServerRender();
  server?.setStatus(status);
}

/** The page's origin: the server's request's, or the browser's. */
export function usePageOrigin(): string {
  const server = useServerRender();
  return server ? server.origin : window.location.origin;
}

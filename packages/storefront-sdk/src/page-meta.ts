import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServerRender } from './server-render';

/** The shop's name as every page title, structured data entry and footer line spells it. */
export const SHOP_NAME = 'Leather & Last';

/** Search engines show about this many characters of a description; longer ones are cut. */
export const META_DESCRIPTION_MAX_LENGTH = 160;

export interface PageMeta {
  /** The page's own name; the browser tab reads `{title} · Leather & Last`. */
  title: string;
  /** What a search result says under the title; the page's default one when absent. */
  description?: string;
  /**
   * The page's one address, path and the query parts that choose what it shows
   * (`/collection?category=boots`); the current path when absent.
   */
  canonicalPath?: string;
  /** The picture a link preview shows (Open Graph, Twitter card): the product's, say. */
  image?: string;
  /** Open Graph's type: `product` on a product page, else `website`. */
  type?: 'website' | 'product';
}

/** `{title} · Leather & Last`, or the shop's name alone. */
export function pageTitle(title: string): string {
  return title ? `${title} · ${SHOP_NAME}` : SHOP_NAME;
}

/** Whitespace folded, cut at a word before the limit with an ellipsis. */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function headElement<K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
  attributes: Record<string, string>,
): HTMLElementTagNameMap[K] {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  }
  return element;
}

/**
 * Names the page in the tab, its description and its canonical address in the document's head.
 * A page without a description of its own gets back the one index.html was served with.
 */
export function applyPageMeta({ title, description, canonicalPath }: PageMeta): void {
  document.title = pageTitle(title);
  const descriptionTag = headElement('meta', 'meta[name="description"]', { name: 'description' });
  // The description the document arrived with, kept once so later pages can return to it.
  descriptionTag.dataset.default ??= descriptionTag.content;
  descriptionTag.content = description
    ? metaDescription(description)
    : descriptionTag.dataset.default;
  const canonical = headElement('link', 'link[rel="canonical"]', { rel: 'canonical' });
  canonical.href = new URL(canonicalPath ?? window.location.pathname, window.location.origin).href;
}

/** The page's title, description and canonical address, kept up to date as they change. */
export function usePageMeta({ title, description, canonicalPath, image, type }: PageMeta): void {
  const { pathname } = useLocation();
  const path = canonicalPath ?? pathname;
  // On the server the last page to ask names the head (the page inside the layout).
  const server = useServerRender();
  server?.setMeta({ title, description, canonicalPath: path, image, type });
  useEffect(() => {
    applyPageMeta({ title, description, canonicalPath: path });
  }, [title, description, path]);
}

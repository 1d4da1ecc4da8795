import path from 'node:path';
import type { Product } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { adminLogin, placeOrder, stockSlots } from '../platform/shop-calls';
import { call } from '../support/accounts';
import { signIn, useJourney } from '../support/journey';
import { shopperToken } from '../support/shopper-token';

jest.setTimeout(240_000);

// Screenshots land here for a person to look at; set SCREENSHOT_DIR to keep them elsewhere.
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** How far each step scrolls, as a share of the window's height. */
const STEP_OF_WINDOW = 0.3;

/** A storefront page, and what shows once it has drawn what it came for. */
interface ShopPage {
  name: string;
  route: () => string;
  ready: (page: Page) => Promise<unknown>;
}

const heading = (page: Page) => page.locator('main h1').first().waitFor();

// Runs in the page: scrolls it from top to bottom in steps, one frame after each (or stays where
// it is, for a step of null), and at each step names every control and price the chat button
// lies over. The button lies over an element
// where it is on top and the element is the next thing down, or only a see-through layer is
// between them; not where an opaque layer hides the element (the dock the button sits in, the
// Quick buy bar), nor where the button is itself under something (a dialog).
async function chatOverlaps(stepShare: number | null): Promise<string[]> {
  const chat = document.querySelector<HTMLElement>('button[aria-label="Chat with us"]');
  if (!chat) return ['no chat button'];
  const chatRoom = chat.parentElement!;
  const CONTROLS =
    'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
  // Every way the storefront writes an amount: '$1,249.00', '€1,064.15', '£929.26', 'CA$…',
  // 'A$…', 'PKR 351,594', a sale's '-20%' badge aside.
  const PRICE = /(?:CA\$|A\$|\$|€|£|PKR)\s?\d[\d,]*(?:\.\d+)?/g;
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

  const nameOf = (element: Element, what?: string) => {
    const name =
      what ??
      (element.getAttribute('aria-label') ||
        (element as HTMLElement).innerText ||
        element.getAttribute('placeholder') ||
        element.getAttribute('name') ||
        '');
    return `${element.tagName.toLowerCase()} "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  };
  const opaque = (element: Element) => {
    const colour = getComputedStyle(element).backgroundColor;
    const alpha = colour.match(/rgba?\(([^)]+)\)/)?.[1].split(/[ ,/]+/)[3];
    return colour !== 'transparent' && (alpha === undefined || Number(alpha) >= 0.9);
  };
  const inChat = (element: Element | null) => !!element && chatRoom.contains(element);
  /** Whether the chat button is seen over `element` at this point of the window. */
  const coversAt = (element: Element, x: number, y: number) => {
    const stack = document.elementsFromPoint(x, y);
    if (!inChat(stack[0])) return false; // the button is under something here
    const next = stack.find((hit) => !inChat(hit));
    if (!next || next === element || element.contains(next)) return true;
    // Something else is between: it hides the element if it, or what holds it short of the
    // element's own ancestors, is opaque.
    for (let layer: Element | null = next; layer && !layer.contains(element);) {
      if (opaque(layer) || layer instanceof HTMLImageElement) return false;
      layer = layer.parentElement;
    }
    return true;
  };

  const found = new Set<string>();
  const check = () => {
    const button = chat.getBoundingClientRect();
    const boxes: Array<{ element: Element; box: DOMRect; name: string }> = [];
    for (const element of Array.from(document.querySelectorAll(CONTROLS))) {
      if (
        inChat(element) ||
        !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      )
        continue;
      for (const box of Array.from(element.getClientRects()))
        boxes.push({ element, box, name: nameOf(element) });
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const holder = text.parentElement;
      if (
        !holder ||
        inChat(holder) ||
        !holder.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      )
        continue;
      for (const match of text.textContent!.matchAll(PRICE)) {
        const range = document.createRange();
        range.setStart(text, match.index!);
        range.setEnd(text, match.index! + match[0].length);
        for (const box of Array.from(range.getClientRects()))
          boxes.push({ element: holder, box, name: `price ${nameOf(holder, match[0])}` });
      }
    }
    for (const { element, box, name } of boxes) {
      const left = Math.max(box.left, button.left);
      const right = Math.min(box.right, button.right);
      const top = Math.max(box.top, button.top);
      const bottom = Math.min(box.bottom, button.bottom);
      if (right - left < 1 || bottom - top < 1) continue;
      const points: Array<[number, number]> = [
        [(left + right) / 2, (top + bottom) / 2],
        [left + 0.5, top + 0.5],
        [right - 0.5, top + 0.5],
        [left + 0.5, bottom - 0.5],
        [right - 0.5, bottom - 0.5],
      ];
      if (points.some(([x, y]) => coversAt(element, x, y))) found.add(name);
    }
  };

  const scroller = document.scrollingElement!;
  if (stepShare === null) {
    await frame();
    check();
    return [...found];
  }
  const step = Math.max(1, Math.floor(window.innerHeight * stepShare));
  for (let y = 0; ; y += step) {
    window.scrollTo({ top: y, behavior: 'instant' });
    await frame();
    check();
    if (y >= scroller.scrollHeight - window.innerHeight) break;
  }
  return [...found];
}

describe('the chat button, on every storefront page and at every scroll position', () => {
  const journey = useJourney();
  let shoe: Product;
  let jacket: Product;

  beforeAll(async () => {
    const search = (query: string) =>
      call<{ data: Product[] }>(journey.platform, `/api/product/search?${query}&limit=48`);
    const { data: shoes } = await search('subcategory=Shoes');
    // The largest size is the last chip of the picker, at its right end.
    shoe = shoes.find((product) =>
      product.shoeDetails?.sizes.some((size) => size.sizeLabel === 'EU 46' && size.available),
    )!;
    const { data: jackets } = await search('subcategory=Jackets');
    jacket = jackets.find((product) =>
      product.jacketDetails?.sizes.some((size) => size.available),
    )!;
    expect(shoe).toBeDefined();
    expect(jacket).toBeDefined();
    // An order on My Orders, and a long cart.
    const admin = await adminLogin(journey.platform);
    const [slot] = await stockSlots(journey.platform, admin, 1);
    expect(await placeOrder(journey.platform, shopperToken(journey.platform), slot)).toHaveProperty(
      'order',
    );
  });

  const anyone: ShopPage[] = [{ name: 'login', route: () => '/login', ready: heading }];
  const shopper: ShopPage[] = [
    {
      name: 'home',
      route: () => '/',
      ready: (page) => page.locator('main a[href^="/product/"]').first().waitFor(),
    },
    {
      name: 'collection',
      route: () => '/collection',
      ready: (page) => page.locator('main ul[aria-label="Products"] a').first().waitFor(),
    },
    {
      name: 'shoe',
      route: () => `/product/${shoe._id}`,
      ready: (page) => page.getByRole('button', { name: 'EU 46', exact: true }).waitFor(),
    },
    {
      name: 'jacket',
      route: () => `/product/${jacket._id}`,
      ready: (page) => page.getByRole('button', { name: 'Size guide' }).waitFor(),
    },
    {
      name: 'cart',
      route: () => '/cart',
      ready: (page) => page.getByRole('button', { name: /proceed to checkout/i }).waitFor(),
    },
    {
      name: 'place-order',
      route: () => '/place-order',
      ready: (page) => page.getByRole('button', { name: 'Place order' }).waitFor(),
    },
    {
      name: 'orders',
      route: () => '/orders',
      ready: (page) => page.locator('main li').first().waitFor(),
    },
    {
      name: 'profile',
      route: () => '/profile',
      ready: (page) => page.locator('main form').first().waitFor(),
    },
    { name: 'about', route: () => '/about', ready: heading },
    { name: 'contact', route: () => '/contact', ready: heading },
    { name: 'faq', route: () => '/faq', ready: heading },
    { name: 'shipping', route: () => '/shipping', ready: heading },
    { name: 'care', route: () => '/care', ready: heading },
    { name: 'terms', route: () => '/terms', ready: heading },
    { name: '404', route: () => '/no-such-page', ready: heading },
  ];

  describe.each(VIEWPORTS)('$width × $height', (viewport) => {
    let page: Page;
    const shot = (name: string) =>
      page.screenshot({
        path: path.join(SCREENSHOTS, `chat-placement-${viewport.width}-${name}.png`),
      });

    beforeAll(async () => {
      page = await journey.browser.newPage({ viewport });
    });
    afterAll(() => page?.close());

    async function visit({ route, ready }: ShopPage) {
      await page.goto(journey.shop(route()));
      await ready(page);
      await page.getByRole('button', { name: 'Chat with us' }).waitFor();
    }

    it.each(anyone)('lies over nothing on $name, signed out', async (shopPage) => {
      await visit(shopPage);
      expect(await page.evaluate(chatOverlaps, STEP_OF_WINDOW)).toEqual([]);
    });

    it('a shopper signs in, with three lines in the cart', async () => {
      await signIn(page, shopperToken(journey.platform));
      const jacketSize = jacket.jacketDetails!.sizes.find((size) => size.available)!.sizeLabel;
      await page.evaluate((items) => localStorage.setItem('cartItems', JSON.stringify(items)), {
        [shoe._id]: { 'EU 46': 1, 'EU 42': 2 },
        [jacket._id]: { [jacketSize]: 1 },
      });
    });

    it.each(shopper)('lies over nothing on $name', async (shopPage) => {
      await visit(shopPage);
      expect(await page.evaluate(chatOverlaps, STEP_OF_WINDOW)).toEqual([]);
    });

    it('lies over nothing on a shoe’s sizes, its price and Add to cart, nor on the Quick buy bar', async () => {
      await visit(shopper.find(({ name }) => name === 'shoe')!);
      const sizes = page.getByRole('group', { name: 'Select size' });
      await sizes.getByRole('button', { name: 'EU 46', exact: true }).click();
      for (const block of ['end', 'center', 'start'] as const) {
        await sizes.evaluate((group, where) => group.scrollIntoView({ block: where }), block);
        expect(await page.evaluate(chatOverlaps, null)).toEqual([]);
        if (block === 'end') await shot('shoe-sizes');
      }
      // Past the page's own Add to cart: a narrow window's Quick buy bar, sharing the dock.
      await page
        .getByRole('button', { name: /add to cart/i })
        .first()
        .evaluate((add) => window.scrollBy(0, add.getBoundingClientRect().bottom + 200));
      if (viewport.width < 900) await page.getByRole('region', { name: 'Quick buy' }).waitFor();
      expect(await page.evaluate(chatOverlaps, null)).toEqual([]);
      await shot('shoe-quick-buy');
    });

    it('sits under the jacket’s size guide, which it does not cover', async () => {
      await visit(shopper.find(({ name }) => name === 'jacket')!);
      await page.getByRole('button', { name: 'Size guide' }).click();
      const guide = page.getByRole('dialog', { name: 'Jacket size guide' });
      await guide.waitFor();
      expect(await page.evaluate(chatOverlaps, STEP_OF_WINDOW)).toEqual([]);
      // The picture once the dialog has faded in.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished),
        ),
      );
      await shot('jacket-size-guide');
      await page.keyboard.press('Escape');
      await guide.waitFor({ state: 'hidden' });
    });

    it('leaves the cart’s total, its note in US dollars and Proceed to checkout clear', async () => {
      await page.evaluate(() => localStorage.setItem('displayCurrency', 'GBP'));
      await visit(shopper.find(({ name }) => name === 'cart')!);
      await page.getByText(/Charged in USD/).waitFor();
      const proceed = page.getByRole('button', { name: /proceed to checkout/i });
      for (const block of ['end', 'center'] as const) {
        await proceed.evaluate((button, where) => button.scrollIntoView({ block: where }), block);
        expect(await page.evaluate(chatOverlaps, null)).toEqual([]);
        if (block === 'end') await shot('cart-checkout');
      }
      expect(await page.evaluate(chatOverlaps, STEP_OF_WINDOW)).toEqual([]);
      await shot('cart-bottom');
      await page.evaluate(() => localStorage.setItem('displayCurrency', 'USD'));
    });
  });
});

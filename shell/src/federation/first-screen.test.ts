import { productFixture } from '@shop/contracts/testing';
import { configureApi, FIRST_COLLECTION_PAGE } from '@shop/storefront-sdk';
import { startFirstScreen } from './first-screen';

/** A product as the catalog sends it, with a card-sized picture. */
const product = (id: string) =>
  productFixture({
    _id: id,
    name: `Boot ${id}`,
    images: [
      {
        _id: `${id}-i`,
        url: `/uploads/${id}.webp`,
        cardUrl: `/uploads/${id}-card.webp`,
        width: 800,
        isPrimary: true,
      },
    ],
  });

/** A fake of the browser's fetch (jsdom has none) answering `body` to every call. */
function answering(body: unknown) {
  const text = JSON.stringify(body);
  const response = () => ({
    ok: true,
    status: 200,
    text: async () => text,
    json: async () => JSON.parse(text),
    clone: response,
  });
  return jest.fn().mockImplementation(async () => response());
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')].map(
    (link) => ({
      href: link.getAttribute('href'),
      srcset: link.getAttribute('imagesrcset'),
      priority: link.getAttribute('fetchpriority'),
    }),
  );

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the first screen's data and picture, started with the remote's code", () => {
  beforeEach(() => {
    configureApi({ baseUrl: '' });
    document.head.innerHTML = '';
  });

  it("asks for a product page's product and preloads its main picture with its widths", async () => {
    global.fetch = answering({ success: true, data: product('p1') });
    startFirstScreen({ pathname: '/product/p1', search: '' });
    await settle();
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/product/p1');
    expect(preloads()).toEqual([
      {
        href: '/uploads/p1.webp',
        srcset: '/uploads/p1-card.webp 480w, /uploads/p1.webp 800w',
        priority: 'high',
      },
    ]);
  });

  it("asks for the plain collection's first page and preloads the first row's cards", async () => {
    const data = ['a', 'b', 'c'].map(product);
    global.fetch = answering({
      success: true,
      data,
      pagination: { page: 1, pages: 1, total: 3, limit: 24 },
      facets: {
        category: [],
        subcategory: [],
        productType: [],
        brand: [],
        price: { min: 300, max: 300 },
      },
    });
    startFirstScreen({ pathname: '/collection', search: '' });
    await settle();
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe(FIRST_COLLECTION_PAGE);
    expect(preloads().map((link) => link.href)).toEqual([
      '/uploads/a-card.webp',
      '/uploads/b-card.webp',
    ]);
  });

  it('asks for nothing on other pages or a filtered collection', async () => {
    global.fetch = answering({});
    startFirstScreen({ pathname: '/cart', search: '' });
    startFirstScreen({ pathname: '/collection', search: '?category=boots' });
    await settle();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

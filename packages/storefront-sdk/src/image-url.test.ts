import { configureApi } from './api-client';
import {
  PLACEHOLDER_IMAGE,
  alternativeImageUrl,
  productImageSources,
  productImageUrls,
  resolveImageUrl,
} from './image-url';

const API = 'http://api.test';

beforeEach(() => configureApi({ baseUrl: API }));

describe('resolveImageUrl', () => {
  it('serves /uploads paths from the backend', () => {
    expect(resolveImageUrl('/uploads/boot.jpg')).toBe(`${API}/uploads/boot.jpg`);
  });

  it('rewrites /upload/ to /uploads/', () => {
    expect(resolveImageUrl('/upload/boot.jpg')).toBe(`${API}/uploads/boot.jpg`);
    expect(resolveImageUrl('upload/boot.jpg')).toBe(`${API}/uploads/boot.jpg`);
  });

  it('puts bare names under /uploads/', () => {
    expect(resolveImageUrl('boot.jpg')).toBe(`${API}/uploads/boot.jpg`);
  });

  it('keeps absolute URLs', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(resolveImageUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
  });

  it('gives the placeholder for a missing image', () => {
    expect(resolveImageUrl(undefined)).toBe(PLACEHOLDER_IMAGE);
    expect(resolveImageUrl('  ')).toBe(PLACEHOLDER_IMAGE);
    expect(PLACEHOLDER_IMAGE.startsWith('data:image/svg+xml')).toBe(true);
  });
});

describe('alternativeImageUrl', () => {
  it('asks this backend for an upload stored with another host', () => {
    expect(alternativeImageUrl('http://old-host:4000/uploads/a.jpg')).toBe(`${API}/uploads/a.jpg`);
  });

  it('swaps /uploads/ and /upload/ on this backend', () => {
    expect(alternativeImageUrl(`${API}/uploads/a.jpg`)).toBe(`${API}/upload/a.jpg`);
    expect(alternativeImageUrl(`${API}/upload/a.jpg`)).toBe(`${API}/uploads/a.jpg`);
  });

  it('has nothing to try for the placeholder or a foreign picture', () => {
    expect(alternativeImageUrl(PLACEHOLDER_IMAGE)).toBeNull();
    expect(alternativeImageUrl('https://cdn.example.com/a.jpg')).toBeNull();
  });
});

describe('productImageUrls', () => {
  it('puts the primary image first', () => {
    const urls = productImageUrls({
      images: [
        { _id: 'i2', url: '/uploads/side.jpg', isPrimary: false },
        { _id: 'i1', url: '/uploads/front.jpg', isPrimary: true },
      ],
    });
    expect(urls).toEqual([`${API}/uploads/front.jpg`, `${API}/uploads/side.jpg`]);
  });

  it('gives the placeholder when a product has no image', () => {
    expect(productImageUrls({ images: [] })).toEqual([PLACEHOLDER_IMAGE]);
    expect(productImageUrls({ images: [{ _id: 'i1', url: ' ', isPrimary: true }] })).toEqual([
      PLACEHOLDER_IMAGE,
    ]);
  });
});

describe('productImageSources', () => {
  it('offers the card and the full picture by their widths, primary first', () => {
    const sources = productImageSources({
      images: [
        { _id: 'i2', url: '/uploads/side.webp', isPrimary: false },
        {
          _id: 'i1',
          url: '/uploads/front.webp',
          cardUrl: '/uploads/front-card.webp',
          width: 800,
          isPrimary: true,
        },
      ],
    });
    expect(sources).toEqual([
      {
        url: `${API}/uploads/front.webp`,
        cardUrl: `${API}/uploads/front-card.webp`,
        srcSet: `${API}/uploads/front-card.webp 480w, ${API}/uploads/front.webp 800w`,
      },
      // No card and no width: the one picture, without a srcset.
      { url: `${API}/uploads/side.webp`, cardUrl: `${API}/uploads/side.webp` },
    ]);
  });

  it('gives no srcset when the width is unknown or no larger than the card', () => {
    const [unknown] = productImageSources({
      images: [
        { _id: 'a', url: '/uploads/a.webp', cardUrl: '/uploads/a-card.webp', isPrimary: true },
      ],
    });
    expect(unknown.srcSet).toBeUndefined();
    const [small] = productImageSources({
      images: [{ _id: 'b', url: 'b.webp', cardUrl: 'b-card.webp', width: 400, isPrimary: true }],
    });
    expect(small).toEqual({ url: `${API}/uploads/b.webp`, cardUrl: `${API}/uploads/b-card.webp` });
  });

  it("serves from the shell's own origin when the API is there", () => {
    configureApi({ baseUrl: '' });
    const [source] = productImageSources({
      images: [
        {
          _id: 'c',
          url: '/uploads/c.webp',
          cardUrl: '/uploads/c-card.webp',
          width: 1200,
          isPrimary: true,
        },
      ],
    });
    expect(source.srcSet).toBe('/uploads/c-card.webp 480w, /uploads/c.webp 1200w');
  });

  it('gives the placeholder when a product has no image', () => {
    expect(productImageSources({ images: [] })).toEqual([
      { url: PLACEHOLDER_IMAGE, cardUrl: PLACEHOLDER_IMAGE },
    ]);
  });
});

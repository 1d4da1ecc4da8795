import { configureApi } from './api-client';
import {
  PLACEHOLDER_IMAGE,
  alternativeImageUrl,
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

  it('reads url, then path, then filename from an image object', () => {
    expect(resolveImageUrl({ url: '/uploads/a.jpg', path: 'b.jpg' })).toBe(`${API}/uploads/a.jpg`);
    expect(resolveImageUrl({ path: '/upload/b.jpg' })).toBe(`${API}/uploads/b.jpg`);
    expect(resolveImageUrl({ filename: 'c.jpg' })).toBe(`${API}/uploads/c.jpg`);
  });

  it('gives the placeholder for a missing image', () => {
    expect(resolveImageUrl(undefined)).toBe(PLACEHOLDER_IMAGE);
    expect(resolveImageUrl('  ')).toBe(PLACEHOLDER_IMAGE);
    expect(resolveImageUrl({})).toBe(PLACEHOLDER_IMAGE);
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
        { url: '/uploads/side.jpg', isPrimary: false },
        { url: '/uploads/front.jpg', isPrimary: true },
      ],
    });
    expect(urls).toEqual([`${API}/uploads/front.jpg`, `${API}/uploads/side.jpg`]);
  });

  it('falls back to the legacy image list, then to the placeholder', () => {
    expect(productImageUrls({ images: [], image: ['old.jpg'] })).toEqual([
      `${API}/uploads/old.jpg`,
    ]);
    expect(productImageUrls({ image: 'single.jpg' })).toEqual([`${API}/uploads/single.jpg`]);
    expect(productImageUrls({})).toEqual([PLACEHOLDER_IMAGE]);
  });
});

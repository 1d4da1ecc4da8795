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

import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useEffect } from 'react';
import { metaDescription, usePageMeta, type PageMeta } from './page-meta';

const SERVED_DESCRIPTION = 'Italian handcrafted leather footwear, jackets and accessories.';

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

function Page({ meta, next }: { meta: PageMeta; next?: string }) {
  usePageMeta(meta);
  const navigate = useNavigate();
  useEffect(() => {
    if (next) void navigate(next);
  }, [navigate, next]);
  return null;
}

beforeEach(() => {
  document.head.innerHTML = `<title>Leather &amp; Last</title><meta name="description" content="${SERVED_DESCRIPTION}">`;
});

describe('usePageMeta', () => {
  it("names the tab after the page and the shop, with the page's description and address", () => {
    render(
      <MemoryRouter initialEntries={['/product/42']}>
        <Page
          meta={{
            title: 'Corsa Chelsea Boot',
            description: 'Chelsea boots in waxed calf. $289.00',
          }}
        />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Corsa Chelsea Boot · Leather & Last');
    expect(description()).toBe('Chelsea boots in waxed calf. $289.00');
    expect(canonical()).toBe(`${window.location.origin}/product/42`);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('gives a page without a description the one the document was served with', () => {
    render(
      <MemoryRouter initialEntries={['/product/42']}>
        <Routes>
          <Route
            path="/product/42"
            element={<Page meta={{ title: 'Boot', description: 'A boot.' }} next="/cart" />}
          />
          <Route path="/cart" element={<Page meta={{ title: 'Your Cart' }} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Your Cart · Leather & Last');
    expect(description()).toBe(SERVED_DESCRIPTION);
    expect(canonical()).toBe(`${window.location.origin}/cart`);
  });

  it('keeps the query parts a page names in its canonical address', () => {
    render(
      <MemoryRouter initialEntries={['/collection?category=boots&sort=low-high']}>
        <Page meta={{ title: 'Boots', canonicalPath: '/collection?category=boots' }} />
      </MemoryRouter>,
    );
    expect(canonical()).toBe(`${window.location.origin}/collection?category=boots`);
  });
});

describe('metaDescription', () => {
  it('folds whitespace and cuts a long text at a word, with an ellipsis', () => {
    const long = `Full-grain   calf,\n welted. ${'Burnished by hand in Tuscany. '.repeat(10)}`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/^Full-grain calf, welted\. Burnished/);
    expect(cut).toMatch(/[a-z]…$/);
  });

  it('leaves a short text as it is', () => {
    expect(metaDescription('A boot.')).toBe('A boot.');
  });
});

/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from './api-error';
import { usePageMeta, type PageMeta } from './page-meta';
import { QueryStore } from './query-cache';
import {
  jsonForScript,
  ServerRenderContext,
  useResponseStatus,
  type ServerRender,
} from './server-render';
import { useQuery } from './use-query';

function renderOnServer(element: ReactNode, page: ServerRender): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <ServerRenderContext value={page}>
        <MemoryRouter initialEntries={['/product/1']}>{element}</MemoryRouter>
      </ServerRenderContext>,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          stream.pipe(sink);
        },
        onShellError: reject,
      },
    );
  });
}

function pageOnServer() {
  const told: { status?: number; meta?: PageMeta } = {};
  const page: ServerRender = {
    origin: 'https://shop.test',
    queries: new QueryStore(),
    setStatus: (status) => (told.status = status),
    setMeta: (meta) => (told.meta = meta),
  };
  return { page, told };
}

function Product({ load }: { load: () => Promise<{ name: string }> }) {
  const product = useQuery({ queryKey: ['product', '1'], queryFn: load });
  const related = useQuery({
    queryKey: ['related', '1'],
    queryFn: () => Promise.resolve(['Oxford', 'Loafer']),
  });
  const missing = product.isError && (product.error as ApiError).status === 404;
  useResponseStatus(missing ? 404 : 200);
  usePageMeta({ title: product.data?.name ?? 'Product not found' });
  if (missing) return <p>Product not found</p>;
  return (
    <p>
      {product.data?.name} with {related.data?.join(' and ')}
    </p>
  );
}

describe('rendering on the server', () => {
  it('waits for every query of a component, in order, and keeps the answers for the page', async () => {
    const { page, told } = pageOnServer();
    const html = await renderOnServer(
      <Product load={() => Promise.resolve({ name: 'Corsa Sneaker' })} />,
      page,
    );
    expect(html).toContain('Corsa Sneaker<!-- --> with <!-- -->Oxford and Loafer');
    expect(told).toEqual({
      status: 200,
      meta: expect.objectContaining({ title: 'Corsa Sneaker', canonicalPath: '/product/1' }),
    });
    expect(Object.keys(page.queries.dehydrate())).toEqual(['["product","1"]', '["related","1"]']);
  });

  it('renders a refusal of the API as the page shows it, and says 404', async () => {
    const { page, told } = pageOnServer();
    const refusal = new ApiError('Product not found', 404, 'http', { success: false });
    const html = await renderOnServer(<Product load={() => Promise.reject(refusal)} />, page);
    expect(html).toContain('Product not found');
    expect(told.status).toBe(404);

    // The browser takes the refusal over as it was, and does not ask again while it is fresh.
    const browser = new QueryStore();
    browser.hydrate(page.queries.dehydrate());
    const load = jest.fn();
    await expect(browser.fetch({ queryKey: ['product', '1'], queryFn: load })).rejects.toEqual(
      expect.objectContaining({ status: 404, message: 'Product not found' }),
    );
    expect(load).not.toHaveBeenCalled();
  });
});

describe('jsonForScript', () => {
  it('keeps every text of a value from closing its script element', () => {
    const name = '</script><img src=x onerror=alert(1)>\u2028';
    const json = jsonForScript({ name });
    expect(json).not.toMatch(/<|\u2028/);
    expect(JSON.parse(json)).toEqual({ name });
  });
});

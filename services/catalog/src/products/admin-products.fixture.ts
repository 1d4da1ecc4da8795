import { count } from 'drizzle-orm';
import request from 'supertest';
import { adminToken, multipart, type ProductFields } from '../testing/admin-requests';
import { startCatalogApp, type CatalogTestApp } from '../testing/start-catalog-app';
import { testImage } from '../testing/test-images';
import { products } from './products.table';

export interface AdminProductsApp {
  catalog: CatalogTestApp;
  http: ReturnType<typeof request>;
  /** A 1200 × 900 picture. */
  jpeg: Buffer;
  /** POST /api/product as the admin, with the form's fields and images. */
  create(fields: ProductFields, images: Array<{ data: Buffer; name: string }>): request.Test;
  productCount(): Promise<number>;
}

/** The catalog service, for the back office adding products. */
export async function startAdminProductsApp(): Promise<AdminProductsApp> {
  const catalog = await startCatalogApp();
  const http = request(catalog.app.getHttpServer());
  return {
    catalog,
    http,
    jpeg: await testImage('jpeg', { width: 1200, height: 900 }),
    create: (fields, images) =>
      multipart(
        http.post('/api/product').set('Authorization', `Bearer ${adminToken()}`),
        fields,
        images,
      ),
    async productCount() {
      const [{ total }] = await catalog.db.select({ total: count() }).from(products);
      return total;
    },
  };
}

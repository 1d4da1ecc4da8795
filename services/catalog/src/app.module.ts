import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceFoundation } from '@shop/service-kit';
import { SERVICE, type CatalogConfig } from './config';
import { ProductsModule } from './products/products.module';
import { ImagesModule } from './images/images.module';
import { StockModule } from './stock/stock.module';

/** drizzle-kit's output beside src/ and dist/, so the same path works from either. */
const MIGRATIONS_FOLDER = join(__dirname, '..', 'drizzle');

@Module({})
export class AppModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...serviceFoundation(config, {
          service: SERVICE,
          migrationsFolder: MIGRATIONS_FOLDER,
          embeddedExtensions: ['pg_trgm'],
        }),
        ProductsModule,
        ImagesModule,
        StockModule,
      ],
    };
  }
}

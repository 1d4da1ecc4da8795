import { DynamicModule, Module } from '@nestjs/common';
import { serviceFoundation } from '@shop/service-kit';
import { MIGRATIONS_FOLDER, SERVICE, type CatalogConfig } from './config';
import { ProductsModule } from './products/products.module';
import { ImagesModule } from './images/images.module';
import { ReconciliationModule } from './reconciliation/reconciliation.module';
import { StockModule } from './stock/stock.module';

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
        ReconciliationModule,
      ],
    };
  }
}

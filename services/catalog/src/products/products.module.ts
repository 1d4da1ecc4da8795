import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { CachedReadsMiddleware } from '../read-model/cached-reads.middleware';
import { ReadModelModule } from '../read-model/read-model.module';
import { ImagesModule } from '../images/images.module';
import { SearchModule } from '../search/search.module';
import { AdminListingGuard } from './admin-listing.guard';
import { AdminProductsController } from './admin-products.controller';
import { DemoCatalogueSeeder } from './demo-catalogue.seeder';
import { ProductViewsConsumer } from './product-views.consumer';
import { ProductWriter } from './product-writer';
import { ProductsController } from './products.controller';
import { ProductsLookupController } from './products-lookup.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [ReadModelModule, ImagesModule, SearchModule],
  controllers: [ProductsController, AdminProductsController, ProductsLookupController],
  providers: [
    ProductsService,
    ProductWriter,
    ProductViewsConsumer,
    DemoCatalogueSeeder,
    AdminListingGuard,
  ],
  exports: [ProductsService],
})
export class ProductsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(CachedReadsMiddleware)
      .forRoutes(
        { path: 'api/product', method: RequestMethod.GET },
        { path: 'api/product/{*rest}', method: RequestMethod.GET },
      );
  }
}

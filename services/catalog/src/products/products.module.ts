import { Module } from '@nestjs/common';
import { SearchModule } from '../search/search.module';
import { AdminListingGuard } from './admin-listing.guard';
import { DemoCatalogueSeeder } from './demo-catalogue.seeder';
import { ProductsController } from './products.controller';
import { ProductsLookupController } from './products-lookup.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [SearchModule],
  controllers: [ProductsController, ProductsLookupController],
  providers: [ProductsService, DemoCatalogueSeeder, AdminListingGuard],
  exports: [ProductsService],
})
export class ProductsModule {}

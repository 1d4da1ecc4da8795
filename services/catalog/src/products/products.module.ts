import { Module } from '@nestjs/common';
import { ReadModelModule } from '../read-model/read-model.module';
import { AdminListingGuard } from './admin-listing.guard';
import { DemoCatalogueSeeder } from './demo-catalogue.seeder';
import { ProductsController } from './products.controller';
import { ProductsLookupController } from './products-lookup.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [ReadModelModule],
  controllers: [ProductsController, ProductsLookupController],
  providers: [ProductsService, DemoCatalogueSeeder, AdminListingGuard],
  exports: [ProductsService],
})
export class ProductsModule {}

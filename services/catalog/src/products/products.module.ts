import { Module } from '@nestjs/common';
import { AdminListingGuard } from './admin-listing.guard';
import { DemoCatalogueSeeder } from './demo-catalogue.seeder';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  controllers: [ProductsController],
  providers: [ProductsService, DemoCatalogueSeeder, AdminListingGuard],
  exports: [ProductsService],
})
export class ProductsModule {}

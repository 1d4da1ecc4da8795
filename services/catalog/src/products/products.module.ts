import { Module } from '@nestjs/common';
import { DemoCatalogueSeeder } from './demo-catalogue.seeder';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  controllers: [ProductsController],
  providers: [ProductsService, DemoCatalogueSeeder],
  exports: [ProductsService],
})
export class ProductsModule {}

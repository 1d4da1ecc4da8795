import { Module } from '@nestjs/common';
import { ProductReadCache } from './product-read-cache';

@Module({
  providers: [ProductReadCache],
  exports: [ProductReadCache],
})
export class ReadModelModule {}

import { Module } from '@nestjs/common';
import { ProductReadCache } from './product-read-cache';
import { ViewCounter } from './view-counter';

@Module({
  providers: [ProductReadCache, ViewCounter],
  exports: [ProductReadCache, ViewCounter],
})
export class ReadModelModule {}

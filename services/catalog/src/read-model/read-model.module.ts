import { Module } from '@nestjs/common';
import { EdgeViewsListener } from './edge-views.listener';
import { ProductReadCache } from './product-read-cache';
import { ViewCounter } from './view-counter';

@Module({
  providers: [ProductReadCache, ViewCounter, EdgeViewsListener],
  exports: [ProductReadCache, ViewCounter],
})
export class ReadModelModule {}

import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { VisitorsModule } from '../visitors/visitors.module';
import { TrackBatchController } from './track-batch.controller';
import { TrackBodyMiddleware } from './track-body.middleware';
import { TRACK_PATH } from '@shop/contracts';
import { ProductViews } from './product-views';
import { TrackingController } from './tracking.controller';
import { TrackBatcher } from './track-batcher';
import { TrackingService } from './tracking.service';

@Module({
  imports: [VisitorsModule],
  controllers: [TrackingController, TrackBatchController],
  providers: [TrackingService, TrackBatcher, ProductViews],
})
export class TrackingModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(TrackBodyMiddleware).forRoutes({ path: TRACK_PATH, method: RequestMethod.POST });
  }
}

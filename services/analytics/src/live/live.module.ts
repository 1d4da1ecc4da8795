import { Global, Module } from '@nestjs/common';
import { LiveController } from './live.controller';
import { LiveFeed } from './live-feed';

/** Tells connected dashboards when the analytics data changed. */
@Global()
@Module({
  controllers: [LiveController],
  providers: [LiveFeed],
  exports: [LiveFeed],
})
export class LiveModule {}

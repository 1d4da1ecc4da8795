import { Module } from '@nestjs/common';
import { CombinedController } from './combined.controller';
import { CombinedService } from './combined.service';
import { RealtimeController } from './realtime.controller';
import { RealtimeService } from './realtime.service';

@Module({
  controllers: [RealtimeController, CombinedController],
  providers: [RealtimeService, CombinedService],
})
export class DashboardModule {}

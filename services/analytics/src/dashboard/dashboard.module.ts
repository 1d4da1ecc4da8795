import { Module } from '@nestjs/common';
import { CombinedController } from './combined.controller';
import { CombinedService } from './combined.service';
import { RealtimeController } from './realtime.controller';
import { RealtimeService } from './realtime.service';
import { SalesController } from './sales.controller';
import { SalesService } from './sales.service';

@Module({
  controllers: [RealtimeController, CombinedController, SalesController],
  providers: [RealtimeService, CombinedService, SalesService],
})
export class DashboardModule {}

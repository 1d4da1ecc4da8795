import { Module } from '@nestjs/common';
import { AnalyticsRetention } from './analytics-retention';

@Module({ providers: [AnalyticsRetention] })
export class RetentionModule {}

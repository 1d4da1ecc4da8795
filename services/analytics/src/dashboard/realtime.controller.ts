import { Controller, Get, Query } from '@nestjs/common';
import {
  recentQuerySchema,
  timeRangeQuerySchema,
  type ActiveUsersAnswer,
  type LocationsAnswer,
  type RecentSignInsAnswer,
  type SummaryAnswer,
  type TrafficSourcesAnswer,
} from '@shop/contracts';
import { AdminOnly, ZodValidationPipe } from '@shop/service-kit';
import { periodOf } from './analytics-dates';
import { RealtimeService } from './realtime.service';

type TimeRangeQuery = ReturnType<typeof timeRangeQuerySchema.parse>;
type RecentQuery = ReturnType<typeof recentQuerySchema.parse>;

/**
 * docs/product/api-and-errors.md#back-office-calls: the six real-time calls of the analytics
 * dashboard.
 */
@Controller('api/realtime-analytics')
@AdminOnly()
export class RealtimeController {
  constructor(private readonly realtime: RealtimeService) {}

  @Get('active-users')
  async activeUsers(
    @Query(new ZodValidationPipe(timeRangeQuerySchema)) { timeRange }: TimeRangeQuery,
  ): Promise<ActiveUsersAnswer> {
    return { success: true, ...(await this.realtime.activeUsers(periodOf(timeRange, new Date()))) };
  }

  @Get('locations')
  async locations(
    @Query(new ZodValidationPipe(timeRangeQuerySchema)) { timeRange }: TimeRangeQuery,
  ): Promise<LocationsAnswer> {
    return { success: true, data: await this.realtime.locations(periodOf(timeRange, new Date())) };
  }

  @Get('traffic-sources')
  async trafficSources(
    @Query(new ZodValidationPipe(timeRangeQuerySchema)) { timeRange }: TimeRangeQuery,
  ): Promise<TrafficSourcesAnswer> {
    const data = await this.realtime.trafficSources(periodOf(timeRange, new Date()));
    return { success: true, data };
  }

  @Get('recent-registrations')
  async recentRegistrations(
    @Query(new ZodValidationPipe(recentQuerySchema)) { limit }: RecentQuery,
  ): Promise<RecentSignInsAnswer> {
    return { success: true, data: await this.realtime.recentRegistrations(limit) };
  }

  @Get('recent-logins')
  async recentLogins(
    @Query(new ZodValidationPipe(recentQuerySchema)) { limit }: RecentQuery,
  ): Promise<RecentSignInsAnswer> {
    return { success: true, data: await this.realtime.recentLogins(limit) };
  }

  @Get('summary')
  async summary(): Promise<SummaryAnswer> {
    return { success: true, data: await this.realtime.summary(new Date()) };
  }
}

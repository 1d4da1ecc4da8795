import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import {
  trackBodySchema,
  TRACK_PATH,
  type AuthUser,
  type TrackAnswer,
  type TrackItem,
} from '@shop/contracts';
import {
  CurrentUser,
  OptionalSignInGuard,
  SERVICE_CONFIG,
  ZodValidationPipe,
} from '@shop/service-kit';
import type { Request } from 'express';
import type { AnalyticsConfig } from '../config';
import { clientAddress } from '../visitors/client-address';
import { VisitorOf } from '../visitors/visitor-of';
import { TrackingService } from './tracking.service';

/**
 * docs/product/chat-and-tracking.md: the track call, open to every visitor; a login token adds the
 * user.
 */
@Controller(TRACK_PATH)
export class TrackingController {
  constructor(
    private readonly tracking: TrackingService,
    private readonly visitors: VisitorOf,
    @Inject(SERVICE_CONFIG) private readonly config: AnalyticsConfig,
  ) {}

  @Post()
  @HttpCode(200)
  @UseGuards(OptionalSignInGuard)
  async track(
    @Req() request: Request,
    @CurrentUser() user: AuthUser | undefined,
    @Body(new ZodValidationPipe(trackBodySchema)) body: TrackItem | TrackItem[],
  ): Promise<TrackAnswer> {
    const visitor = this.visitors.of({
      user,
      address: clientAddress(request, this.config.TRUST_PROXY),
      userAgent: request.headers['user-agent'],
      origin: request.headers.origin,
    });
    const result = await this.tracking.record(Array.isArray(body) ? body : [body], visitor);
    return { success: true, ...result };
  }
}

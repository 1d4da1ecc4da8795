import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { trackBodySchema, type AuthUser, type TrackAnswer, type TrackItem } from '@shop/contracts';
import {
  CurrentUser,
  OptionalSignInGuard,
  SERVICE_CONFIG,
  ZodValidationPipe,
} from '@shop/service-kit';
import type { Request } from 'express';
import type { AnalyticsConfig } from '../config';
import { clientAddress } from '../visitors/client-address';
import { GeoLocator } from '../visitors/geo-locator';
import { deviceOf } from '../visitors/user-agents';
import { TrackingService } from './tracking.service';

export const TRACK_PATH = 'api/realtime-analytics/track';

/** Storefront spec §7: the track call, open to every visitor; a login token adds the user. */
@Controller(TRACK_PATH)
export class TrackingController {
  constructor(
    private readonly tracking: TrackingService,
    private readonly geo: GeoLocator,
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
    const result = await this.tracking.record(Array.isArray(body) ? body : [body], {
      user,
      place: this.geo.locate(clientAddress(request, this.config.TRUST_PROXY)),
      device: deviceOf(request.headers['user-agent']),
      shopHost: hostOfOrigin(request.headers.origin),
    });
    return { success: true, ...result };
  }
}

/** The shop's own host, from the Origin of a call. */
export function hostOfOrigin(origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  try {
    return new URL(origin).hostname;
  } catch {
    return undefined;
  }
}

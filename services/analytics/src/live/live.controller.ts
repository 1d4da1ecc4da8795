import { Controller, Sse, type MessageEvent } from '@nestjs/common';
import {
  AdminOnly,
  CurrentAccessToken,
  SessionRevocations,
  type VerifiedAccessToken,
} from '@shop/service-kit';
import { takeUntil, type Observable } from 'rxjs';
import { LiveFeed } from './live-feed';

/**
 * The dashboard's live pushes (ANALYTICS_STREAM_PATH): server-sent events, admin only, for as
 * long as the admin's token may be used.
 */
@Controller('api/realtime-analytics')
@AdminOnly()
export class LiveController {
  constructor(
    private readonly feed: LiveFeed,
    private readonly revocations: SessionRevocations,
  ) {}

  @Sse('stream')
  stream(@CurrentAccessToken() token: VerifiedAccessToken): Observable<MessageEvent> {
    return this.feed.stream().pipe(takeUntil(this.revocations.endOf(token)));
  }
}

import { Controller, Sse, type MessageEvent } from '@nestjs/common';
import { AdminOnly } from '@shop/service-kit';
import type { Observable } from 'rxjs';
import { LiveFeed } from './live-feed';

/** The dashboard's live pushes (ANALYTICS_STREAM_PATH): server-sent events, admin only. */
@Controller('api/realtime-analytics')
@AdminOnly()
export class LiveController {
  constructor(private readonly feed: LiveFeed) {}

  @Sse('stream')
  stream(): Observable<MessageEvent> {
    return this.feed.stream();
  }
}

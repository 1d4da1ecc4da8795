import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { MessageEvent } from '@nestjs/common';
import {
  ANALYTICS_LIVE_SUBJECT,
  ANALYTICS_STREAM_EVENT,
  ANALYTICS_STREAM_HEARTBEAT_MS,
  analyticsChangeSchema,
  type AnalyticsChange,
} from '@shop/contracts';
import { DatabaseConnection, EventBus } from '@shop/service-kit';
import { interval, map, merge, Subject, takeUntil, type Observable } from 'rxjs';

type Kind = AnalyticsChange['kind'];

/** Visits arrive with every page a shopper opens: dashboards hear of them at most this often. */
const VISIT_EVERY_MS = 1000;

/**
 * What changed in the analytics data, from every replica to every dashboard. A change is noted
 * inside the transaction that records it and said on NATS once that transaction commits, so a
 * dashboard asking again reads it; every replica hears it and passes it to the dashboards
 * streaming from it.
 */
@Injectable()
export class LiveFeed implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveFeed.name);
  private readonly changes = new Subject<AnalyticsChange>();
  private readonly closing = new Subject<void>();
  private lastVisitSaid = 0;
  private visitTimer?: NodeJS.Timeout;

  constructor(
    private readonly bus: EventBus,
    private readonly connection: DatabaseConnection,
  ) {}

  onModuleInit(): void {
    this.bus.hear(ANALYTICS_LIVE_SUBJECT, (data) => {
      const change = analyticsChangeSchema.safeParse(JSON.parse(new TextDecoder().decode(data)));
      if (change.success) this.changes.next(change.data);
      else this.logger.warn(`ignored a malformed change on ${ANALYTICS_LIVE_SUBJECT}`);
    });
  }

  onModuleDestroy(): void {
    clearTimeout(this.visitTimer);
    // Ends every open stream, so the server can close.
    this.closing.next();
    this.closing.complete();
  }

  /**
   * Call inside the transaction recording the change: it is said once that transaction has
   * committed (so a dashboard asking again reads it), and not at all if it rolls back.
   */
  changed(kind: Kind): void {
    this.connection.afterCommit(() => (kind === 'visit' ? this.sayVisit() : this.say(kind)));
  }

  /** A dashboard's server-sent events: each change, and a heartbeat that keeps proxies open. */
  stream(): Observable<MessageEvent> {
    return merge(
      this.changes.pipe(map((change) => ({ type: ANALYTICS_STREAM_EVENT, data: change }))),
      interval(ANALYTICS_STREAM_HEARTBEAT_MS).pipe(map(() => ({ type: 'heartbeat', data: '' }))),
    ).pipe(takeUntil(this.closing));
  }

  private sayVisit(): void {
    if (this.visitTimer) return;
    const wait = this.lastVisitSaid + VISIT_EVERY_MS - Date.now();
    if (wait <= 0) return this.say('visit');
    // The last visit of a burst is said too, at the end of its second.
    this.visitTimer = setTimeout(() => {
      this.visitTimer = undefined;
      this.say('visit');
    }, wait);
  }

  private say(kind: Kind): void {
    if (kind === 'visit') this.lastVisitSaid = Date.now();
    this.bus.say(ANALYTICS_LIVE_SUBJECT, JSON.stringify({ kind } satisfies AnalyticsChange));
  }
}

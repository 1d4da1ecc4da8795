import {
  type DynamicModule,
  Global,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { SUBJECTS, type EventPayload } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { defer, EMPTY, filter, merge, of, Subject, take, timer, type Observable } from 'rxjs';
import { InjectDatabase } from '../database/database.module';
import type { Database, DbOrTx } from '../database/database.types';
import { EventBus } from '../events/event-bus';
import { describeError } from '../events/events-logger';
import type { VerifiedAccessToken } from './access-token';
import { sessionRevocations } from './session-revocations.table';

type Revocation = Pick<EventPayload<typeof SUBJECTS.sessionsRevoked>, 'userId' | 'sessionVersion'>;

/**
 * Which accounts' older tokens are refused. Kept in memory for the guards, which read it on
 * every request; filled from the table at start, from the event as each replica hears it (so a
 * revocation takes effect everywhere as soon as it is published), and stored by a durable
 * consumer so that a replica started later, or one that missed the event, still knows it.
 * Versions only grow: any order of arrival, a redelivery or a replay ends in the same state.
 */
@Injectable()
export class SessionRevocations implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(SessionRevocations.name);
  private readonly versions = new Map<string, number>();
  private readonly noted = new Subject<Revocation>();

  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'session-revocations',
      subject: SUBJECTS.sessionsRevoked,
      handler: async (event, tx) => {
        await storeRevocation(tx, event.payload, new Date(event.occurredAt));
        this.note(event.payload);
      },
    });
    this.bus.watch({
      subject: SUBJECTS.sessionsRevoked,
      handler: (event) => this.note(event.payload),
      // What this replica may have missed, another replica's consumer may have stored.
      onGap: () =>
        void this.load().catch((error: unknown) =>
          this.logger.error(`cannot load session revocations: ${describeError(error)}`),
        ),
    });
  }

  /** Before the first request: tokens ended while this replica was down are refused at once. */
  async onApplicationBootstrap(): Promise<void> {
    await this.load();
  }

  /** True when the account's sessions were ended after this token was issued. */
  isRevoked(userId: string, sessionVersion = 0): boolean {
    return sessionVersion < (this.versions.get(userId) ?? 0);
  }

  /**
   * Emits once the token may no longer be used: at its expiry, or as soon as this replica learns
   * that its account's sessions were ended. A response that outlives its request (a stream) ends
   * on it, as the guards would refuse its next request.
   */
  endOf({ id, sv, exp }: Pick<VerifiedAccessToken, 'id' | 'sv' | 'exp'>): Observable<unknown> {
    return merge(
      // Ended since the guards let the request in.
      defer(() => (this.isRevoked(id, sv) ? of(true) : EMPTY)),
      this.noted.pipe(filter((revocation) => revocation.userId === id && this.isRevoked(id, sv))),
      timer(new Date(exp * 1000)),
    ).pipe(take(1));
  }

  private note({ userId, sessionVersion }: Revocation): void {
    if (sessionVersion <= (this.versions.get(userId) ?? 0)) return;
    this.versions.set(userId, sessionVersion);
    this.noted.next({ userId, sessionVersion });
  }

  private async load(): Promise<void> {
    const rows = await this.db.select().from(sessionRevocations);
    for (const row of rows) this.note(row);
  }
}

/** Keeps the highest session version of the account. */
async function storeRevocation(
  db: DbOrTx,
  { userId, sessionVersion }: Revocation,
  revokedAt: Date,
): Promise<void> {
  await db
    .insert(sessionRevocations)
    .values({ userId, sessionVersion, revokedAt })
    .onConflictDoUpdate({
      target: sessionRevocations.userId,
      set: {
        sessionVersion: sql`greatest(${sessionRevocations.sessionVersion}, excluded.session_version)`,
        revokedAt: sql`case when excluded.session_version > ${sessionRevocations.sessionVersion} then excluded.revoked_at else ${sessionRevocations.revokedAt} end`,
      },
    });
}

/** Global, so the guards of every module read the same revocations. */
@Global()
@Module({})
export class SessionRevocationsModule {
  static forRoot(): DynamicModule {
    return {
      module: SessionRevocationsModule,
      providers: [SessionRevocations],
      exports: [SessionRevocations],
    };
  }
}

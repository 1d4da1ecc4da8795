import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DIRECT_TRAFFIC, SUBJECTS, type TrafficSource } from '@shop/contracts';
import { EventBus } from '@shop/service-kit';
import { LiveFeed } from '../live/live-feed';
import { logins } from './logins.table';
import { registrations } from './registrations.table';

/**
 * Records registrations and sign-ins from identity's events. The bus hands each event over once
 * per consumer; the keys (the user for a registration, the event for a login) keep a replay of
 * the stream from counting any of them twice.
 */
@Injectable()
export class SignInsConsumer implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly live: LiveFeed,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'sign-ins',
      subject: 'identity.>',
      handler: async (event, tx) => {
        if (event.type === SUBJECTS.userRegistered) {
          const { userId, email, createdAt, trafficSource } = event.payload;
          await tx
            .insert(registrations)
            .values({
              userId,
              email,
              registeredAt: new Date(createdAt),
              ...sourceOf(trafficSource),
            })
            .onConflictDoNothing();
          this.live.changed('registration');
        }
        if (event.type === SUBJECTS.userLoggedIn) {
          const { userId, email, at, trafficSource, device } = event.payload;
          await tx
            .insert(logins)
            .values({
              eventId: event.id,
              userId,
              email,
              loggedInAt: new Date(at),
              ...sourceOf(trafficSource),
              deviceType: device?.type ?? null,
            })
            .onConflictDoNothing();
          this.live.changed('login');
        }
      },
    });
  }
}

function sourceOf(trafficSource: TrafficSource = DIRECT_TRAFFIC) {
  return {
    source: trafficSource.source,
    medium: trafficSource.medium ?? 'none',
    campaign: trafficSource.campaign ?? null,
    sourceType: trafficSource.type,
  };
}

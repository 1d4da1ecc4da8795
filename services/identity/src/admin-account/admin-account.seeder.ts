import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, InjectDatabase, SERVICE_CONFIG, type Database } from '@shop/service-kit';
import type { IdentityConfig } from '../config';
import { ensureAdminAccount } from './admin-account';

/** The back office account from ADMIN_EMAIL and ADMIN_PASSWORD, made at start when missing. */
@Injectable()
export class AdminAccountSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminAccountSeeder.name);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = this.config;
    if (!password) {
      this.logger.warn('ADMIN_PASSWORD is not set: no admin account is made at start');
      return;
    }
    const outcome = await ensureAdminAccount(this.db, email, password, this.bus);
    if (outcome === 'created') this.logger.log(`admin account ${email} created`);
    if (outcome === 'promoted')
      this.logger.warn(`customer account ${email} promoted to admin (verified, password reset)`);
  }
}

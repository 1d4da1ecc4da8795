import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { USER_MESSAGES, type AuthUser, type LogoutAllResponse } from '@shop/contracts';
import { CurrentUser, EventBus, InjectDatabase, SignedIn, type Database } from '@shop/service-kit';
import { endSessions } from './end-sessions';

@Controller('api/user')
export class SessionsController {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly bus: EventBus,
  ) {}

  /** Logs the account out on every device, this one included. */
  @Post('logout-all')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  async logoutAll(@CurrentUser() user: AuthUser): Promise<LogoutAllResponse> {
    await this.db.transaction((tx) => endSessions(tx, this.bus, user.userId, 'logout-all'));
    return { success: true, message: USER_MESSAGES.loggedOutEverywhere };
  }
}

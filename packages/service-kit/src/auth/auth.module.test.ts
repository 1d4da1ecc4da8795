import { Controller, Get, Module } from '@nestjs/common';
import { testTokenVerification } from '../testing/signing-keys';
import { createTestApp } from '../testing/test-app';
import { SignedIn } from './auth.decorators';
import { AuthModule } from './auth.module';

@Controller('orders')
class OrdersController {
  @Get()
  @SignedIn()
  list() {
    return { success: true, data: [] };
  }
}

/** The login-token guards without the revocation list the service foundation brings. */
@Module({
  imports: [AuthModule.forRoot(testTokenVerification())],
  controllers: [OrdersController],
})
class GuardsWithoutRevocationsModule {}

describe('the login-token guards', () => {
  it('refuse to start without the list of ended sessions, rather than accept revoked tokens', async () => {
    await expect(createTestApp([GuardsWithoutRevocationsModule])).rejects.toThrow(
      /SessionRevocations/,
    );
  });
});

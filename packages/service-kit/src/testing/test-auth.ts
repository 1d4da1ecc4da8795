import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SessionRevocations } from '../auth/session-revocations';
import { testTokenVerification } from './signing-keys';

/** A list of ended sessions that is empty, for an app without the database and events it reads. */
@Global()
@Module({
  providers: [{ provide: SessionRevocations, useValue: { isRevoked: () => false } }],
  exports: [SessionRevocations],
})
class NoSessionsEndedModule {}

/**
 * The login-token guards for a small app under test: tokens signed with the test keys, and no
 * session ever ended (the guards refuse to start without a list of ended sessions).
 */
export const testAuthModules = () => [
  AuthModule.forRoot(testTokenVerification()),
  NoSessionsEndedModule,
];

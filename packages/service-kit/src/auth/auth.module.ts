import { DynamicModule, Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AccessTokenReader } from './access-token-reader';
import { AdminGuard } from './admin.guard';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options';
import { SignedInGuard } from './auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { OptionalSignInGuard } from './optional-sign-in.guard';

/** Makes the guards usable in every controller of the app. */
@Global()
@Module({})
export class AuthModule {
  static forRoot(options: AuthOptions): DynamicModule {
    return {
      module: AuthModule,
      imports: [PassportModule.register({ session: false })],
      providers: [
        { provide: AUTH_OPTIONS, useValue: options },
        JwtStrategy,
        SignedInGuard,
        OptionalSignInGuard,
        AdminGuard,
        AccessTokenReader,
      ],
      exports: [AUTH_OPTIONS, SignedInGuard, OptionalSignInGuard, AdminGuard, AccessTokenReader],
    };
  }
}

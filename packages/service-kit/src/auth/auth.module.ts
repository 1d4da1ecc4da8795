import { DynamicModule, Global, Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard';
import { AUTH_OPTIONS, type AuthOptions } from './auth-options';
import { AuthGuard } from './auth.guard';

/** Makes the guards usable in every controller of the app. */
@Global()
@Module({})
export class AuthModule {
  static forRoot(options: AuthOptions): DynamicModule {
    return {
      module: AuthModule,
      providers: [{ provide: AUTH_OPTIONS, useValue: options }, AuthGuard, AdminGuard],
      exports: [AUTH_OPTIONS, AuthGuard, AdminGuard],
    };
  }
}

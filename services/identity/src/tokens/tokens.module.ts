import { Module } from '@nestjs/common';
import { AccessTokens } from './access-tokens';
import { DebugTokenController } from './debug-token.controller';

@Module({
  controllers: [DebugTokenController],
  providers: [AccessTokens],
  exports: [AccessTokens],
})
export class TokensModule {}

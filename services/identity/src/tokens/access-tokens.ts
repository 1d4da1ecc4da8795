import { Inject, Injectable } from '@nestjs/common';
import {
  SERVICE_CONFIG,
  signAccessToken,
  tokenSigningOf,
  type TokenSigning,
} from '@shop/service-kit';
import type { IdentityConfig } from '../config';
import { tokenClaimsOf } from '../users/users.repository';
import type { UserRow } from '../users/users.table';

/** Issues login tokens: RS256 with identity's private key, lasting JWT_EXPIRES_IN. */
@Injectable()
export class AccessTokens {
  private readonly signing: TokenSigning;

  constructor(@Inject(SERVICE_CONFIG) config: IdentityConfig) {
    this.signing = tokenSigningOf(config);
  }

  issue(user: UserRow): string {
    return signAccessToken(tokenClaimsOf(user), this.signing);
  }
}

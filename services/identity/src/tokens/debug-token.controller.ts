import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { USER_MESSAGES, type DebugTokenAnswer } from '@shop/contracts';
import { CurrentAccessToken, SignedIn, type VerifiedAccessToken } from '@shop/service-kit';

@Controller('api/admin')
export class DebugTokenController {
  /**
   * The admin gate's server check of a stored token: its verified claims, or 401. Any valid
   * token passes; the gate itself reads `decoded.isAdmin`.
   */
  @Post('debug-token')
  @HttpCode(HttpStatus.OK)
  @SignedIn()
  debugToken(@CurrentAccessToken() decoded: VerifiedAccessToken): DebugTokenAnswer {
    return { success: true, message: USER_MESSAGES.tokenValid, decoded };
  }
}

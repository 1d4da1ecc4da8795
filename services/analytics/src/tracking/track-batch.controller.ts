import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  Logger,
  Post,
  Req,
} from '@nestjs/common';
import {
  coalescedBatchPath,
  coalescedBatchSchema,
  type CoalescedAnswer,
  type CoalescedAnswers,
  type CoalescedBatch,
  type CoalescedCall,
  trackBodySchema,
  TRACK_PATH,
} from '@shop/contracts';
import {
  AccessTokenReader,
  ERROR_MESSAGES,
  failureBody,
  SERVICE_CONFIG,
  ZodValidationPipe,
} from '@shop/service-kit';
import type { Request } from 'express';
import type { AnalyticsConfig } from '../config';
import { forwardedClientAddress } from '../visitors/client-address';
import { VisitorOf } from '../visitors/visitor-of';
import { TrackingService } from './tracking.service';

const trackBody = new ZodValidationPipe(trackBodySchema);

/**
 * The track calls the gateway gathered (`COALESCED_PATHS`), each answered as the track route would
 * answer it alone: its body read and validated, its token, address and User-Agent its own. Their
 * rows go to the batcher together, so a whole batch is usually one statement, and a call whose
 * rows fail fails alone.
 */
@Controller()
export class TrackBatchController {
  private readonly logger = new Logger(TrackBatchController.name);

  constructor(
    private readonly tracking: TrackingService,
    private readonly visitors: VisitorOf,
    private readonly tokens: AccessTokenReader,
    @Inject(SERVICE_CONFIG) private readonly config: AnalyticsConfig,
  ) {}

  @Post(coalescedBatchPath(TRACK_PATH))
  @HttpCode(200)
  async trackBatch(
    @Req() request: Request,
    @Body(new ZodValidationPipe(coalescedBatchSchema)) batch: CoalescedBatch,
  ): Promise<CoalescedAnswers> {
    const connection = request.socket.remoteAddress;
    const answers = await Promise.all(batch.calls.map((call) => this.answer(call, connection)));
    return { answers };
  }

  private async answer(
    call: CoalescedCall,
    connection: string | undefined,
  ): Promise<CoalescedAnswer> {
    try {
      const items = trackBody.transform(bodyOf(call));
      const { headers } = call;
      const visitor = this.visitors.of({
        user: this.tokens.userOf(headers),
        address: forwardedClientAddress(
          headers['x-forwarded-for'],
          connection,
          this.config.TRUST_PROXY,
        ),
        userAgent: headers['user-agent'],
        origin: headers.origin,
      });
      const result = await this.tracking.record(Array.isArray(items) ? items : [items], visitor);
      return { status: HttpStatus.OK, body: { success: true, ...result } };
    } catch (error) {
      if (error instanceof HttpException)
        return { status: error.getStatus(), body: failureBody(error) };
      this.logger.error(error instanceof Error ? error.stack : String(error));
      return {
        status: HttpStatus.INTERNAL_SERVER_ERROR,
        body: { success: false, message: ERROR_MESSAGES.internal },
      };
    }
  }
}

/**
 * The body as the track route's parsers would read it: JSON sent as JSON or as the text/plain of
 * a beacon; an empty body is no body.
 */
function bodyOf({ headers, body }: CoalescedCall): unknown {
  const type = (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (
    body === '' ||
    !(type === 'text/plain' || type === 'application/json' || type.endsWith('+json'))
  )
    return undefined;
  try {
    return JSON.parse(body);
  } catch {
    throw new BadRequestException(ERROR_MESSAGES.malformedJson);
  }
}

import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { messageFor } from './malformed-requests';

/** The gateway answers its own errors in the same `{success:false, message}` shape as the services. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('gateway');

  catch(error: unknown, host: ArgumentsHost) {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (reply.raw.headersSent || reply.raw.destroyed) {
      // An answer is already under way: a second one would corrupt it, so the caller sees the
      // connection close instead.
      this.logger.warn(`closing an answer already under way: ${String(error)}`);
      reply.raw.destroy();
      return;
    }
    const status =
      error instanceof HttpException
        ? error.getStatus()
        : ((error as { statusCode?: number }).statusCode ?? 500);
    if (status >= 500) this.logger.error(error);
    reply.code(status).send({ success: false, message: messageFor(status, error) });
  }
}

import { HttpException, HttpStatus, Injectable, type NestMiddleware } from '@nestjs/common';
import { ANALYTICS_MESSAGES, TRACK_BODY_LIMIT_BYTES } from '@shop/contracts';
import { ERROR_MESSAGES } from '@shop/service-kit';
import express, { type NextFunction, type Request, type Response } from 'express';

const tooLarge = () =>
  new HttpException(ANALYTICS_MESSAGES.trackBodyTooLarge, HttpStatus.PAYLOAD_TOO_LARGE);

const readText = express.text({ type: 'text/plain', limit: TRACK_BODY_LIMIT_BYTES });

/**
 * Holds track bodies to TRACK_BODY_LIMIT_BYTES, far below the services' 1 MB, and reads the
 * text/plain JSON that navigator.sendBeacon sends from another origin (a JSON content type
 * would need a CORS preflight, which a beacon cannot make).
 */
@Injectable()
export class TrackBodyMiddleware implements NestMiddleware {
  use(request: Request, response: Response, next: NextFunction): void {
    const declared = Number(request.headers['content-length']);
    if (declared > TRACK_BODY_LIMIT_BYTES) return next(tooLarge());
    if (!request.is('text/plain')) {
      // A chunked JSON body declares no length: measure what the JSON parser made of it.
      const measured = Number.isFinite(declared)
        ? declared
        : Buffer.byteLength(JSON.stringify(request.body ?? null));
      return next(measured > TRACK_BODY_LIMIT_BYTES ? tooLarge() : undefined);
    }
    readText(request, response, (error?: unknown) => {
      if (error)
        return next((error as { type?: string }).type === 'entity.too.large' ? tooLarge() : error);
      try {
        request.body = JSON.parse(request.body as string);
        next();
      } catch {
        next(new HttpException(ERROR_MESSAGES.malformedJson, HttpStatus.BAD_REQUEST));
      }
    });
  }
}

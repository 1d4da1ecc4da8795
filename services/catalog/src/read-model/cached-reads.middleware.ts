import { Injectable, type NestMiddleware } from '@nestjs/common';
import { productIdSchema, productListQuerySchema, productSearchQuerySchema } from '@shop/contracts';
import type { NextFunction, Request, Response } from 'express';
import { ProductReadCache, queryKey } from './product-read-cache';
import { sendAnswer } from './send-answer';

const PRODUCT_PATH = /^\/api\/product\/([^/?]+)\/?$/;
const SEARCH_PATH = /^\/api\/product\/search\/?$/;
const LIST_PATH = /^\/api\/product\/?$/;

/**
 * Answers an anonymous shopper's read from the read model before the request reaches Nest's
 * router, guards and pipes: a product page, the shop list or a search already serialised is sent
 * as it is. Anything else (a miss, a token, the admin list, a malformed query) goes on to the
 * controller, which answers it the same way and fills the cache.
 */
@Injectable()
export class CachedReadsMiddleware implements NestMiddleware {
  constructor(private readonly readCache: ProductReadCache) {}

  use(request: Request, response: Response, next: NextFunction): void {
    const key = this.keyOf(request);
    const answer = key ? this.readCache.cached(key) : undefined;
    if (!answer) return next();
    sendAnswer(request, response, answer);
  }

  private keyOf(request: Request): string | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    // A token may be an admin's, who sees more than the shop: the controller decides.
    if (request.headers.authorization || request.headers.token) return undefined;
    const path = request.originalUrl.split('?')[0];
    if (SEARCH_PATH.test(path)) {
      const query = productSearchQuerySchema.safeParse(request.query);
      return query.success ? queryKey('search', query.data) : undefined;
    }
    if (LIST_PATH.test(path)) {
      const query = productListQuerySchema.safeParse(request.query);
      if (!query.success || query.data.admin === 'true') return undefined;
      return queryKey('list', query.data);
    }
    const id = PRODUCT_PATH.exec(path)?.[1];
    if (!id || !productIdSchema.safeParse(id).success) return undefined;
    return `product:${id.toLowerCase()}`;
  }
}

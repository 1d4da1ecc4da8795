import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { API_DOCS_PATH, API_DOCUMENT_PATH, openApiDocument } from '@shop/contracts/openapi';
import { ERROR_MESSAGES } from '@shop/service-kit';
import type { FastifyReply } from 'fastify';
import { DOCS_PAGE, DOCS_PAGE_CSP, DocsAssets } from './docs-page';

/** Browsers keep the page and its files a while; a deploy changes them rarely. */
const DOCS_CACHE_CONTROL = 'public, max-age=300';

/**
 * The OpenAPI document of the shop's API, built from the contracts once and held, and a page that
 * shows it. Answered here, never proxied; the security headers and rate limits apply as to any
 * request, except that the page has a policy of its own that lets it run its scripts.
 */
@Controller()
export class ApiDocsController {
  private document?: string;
  private readonly assets = new DocsAssets();

  @Get(API_DOCUMENT_PATH)
  openApi(@Res() reply: FastifyReply) {
    this.document ??= JSON.stringify(openApiDocument());
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', DOCS_CACHE_CONTROL)
      .send(this.document);
  }

  @Get(API_DOCS_PATH)
  page(@Res() reply: FastifyReply) {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', DOCS_CACHE_CONTROL)
      .header('content-security-policy', DOCS_PAGE_CSP)
      .send(DOCS_PAGE);
  }

  @Get(`${API_DOCS_PATH}/:asset`)
  asset(@Param('asset') name: string, @Res() reply: FastifyReply) {
    const asset = this.assets.get(name);
    if (!asset) throw new NotFoundException(ERROR_MESSAGES.notFound);
    return reply.type(asset.type).header('cache-control', DOCS_CACHE_CONTROL).send(asset.body);
  }
}

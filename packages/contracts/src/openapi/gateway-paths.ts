import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { gatewayHealthSchema } from '../gateway-health';
import { answer, operation } from './operation';

/** Where the gateway serves this document, and the page that shows it. */
export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

const gateway = ['Gateway'];

/** Health answers carry a status and nothing else; probes are not rate limited. */
function health(summary: string, readiness: boolean): ZodOpenApiOperationObject {
  return {
    tags: gateway,
    summary,
    security: [],
    responses: {
      200: answer(gatewayHealthSchema, 'ok.'),
      ...(readiness
        ? {
            503: answer(gatewayHealthSchema, 'degraded (a service is not ready) or shutting-down.'),
          }
        : {}),
    },
  };
}

/** The gateway's own answers: health, and this document. */
export const gatewayPaths: ZodOpenApiPathsObject = {
  '/health': {
    get: health('Ready: the gateway and every service behind it (alias of /health/ready)', true),
  },
  '/health/ready': { get: health('Ready: the gateway and every service behind it', true) },
  '/health/live': { get: health('The gateway process answers', false) },
  [API_DOCUMENT_PATH]: {
    get: operation({
      tags: gateway,
      summary: 'This document (OpenAPI 3.1)',
      access: 'public',
      proxied: false,
      success: { 200: { description: 'The document.', content: { 'application/json': {} } } },
    }),
  },
  [API_DOCS_PATH]: {
    get: operation({
      tags: gateway,
      summary: 'This document as a browsable page',
      access: 'public',
      proxied: false,
      success: { 200: { description: 'The page.', content: { 'text/html': {} } } },
    }),
  },
  [`${API_DOCS_PATH}/{asset}`]: {
    get: operation({
      tags: gateway,
      summary: "The page's scripts and styles",
      access: 'public',
      proxied: false,
      path: z.object({ asset: z.string() }),
      success: {
        200: {
          description: 'The file.',
          content: { 'text/javascript': {}, 'text/css': {} },
        },
      },
      refusals: [404],
    }),
  },
};

import { z } from 'zod';
import type {
  oas31,
  ZodOpenApiOperationObject,
  ZodOpenApiResponseObject,
  ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { failureSchema } from '../envelope';

/** The storefront's header (`token: <jwt>`) and the usual `Authorization: Bearer <jwt>`. */
export const SECURITY_SCHEMES = {
  tokenHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: 'The login token, as the storefront and the back office send it.',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The same login token as `Authorization: Bearer <jwt>`.',
  },
} as const;

const SIGNED_IN: oas31.SecurityRequirementObject[] = [{ tokenHeader: [] }, { bearerAuth: [] }];

/**
 * Who may call: anyone; anyone, a login token adding the user; a signed-in user; an admin
 * (a signed-in user whose token says `isAdmin`).
 */
export type Access = 'public' | 'optional' | 'signedIn' | 'admin';

/** A refusal: the envelope every service and the gateway answer failures with. */
export const refusalSchema = failureSchema.extend({
  errors: z
    .array(z.record(z.string(), z.string()))
    .optional()
    .meta({ description: 'A form refused: each problem, first one first.' }),
});

const REFUSALS: Record<number, string> = {
  400: 'The request is malformed or fails validation.',
  401: 'No valid login token.',
  402: 'The payment was declined.',
  403: 'Signed in, but not an admin.',
  404: 'Not found.',
  409: 'Conflicts with the current state.',
  410: 'No longer valid.',
  411: 'A body must declare its length.',
  413: 'The body is over the limit.',
  422: 'Understood but refused.',
  429: 'Too many requests from this address.',
  502: 'The payment provider failed.',
  503: 'The service behind the gateway is unavailable.',
};

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

export function refusal(status: number, description = REFUSALS[status]): ZodOpenApiResponseObject {
  return { description, ...json(refusalSchema) };
}

/** A success answer in JSON. */
export function answer(schema: z.ZodType, description = 'Done.'): ZodOpenApiResponseObject {
  return { description, ...json(schema) };
}

export interface OperationSpec {
  tags: string[];
  summary: string;
  description?: string;
  access: Access;
  path?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  /** A JSON body, or a multipart form. */
  body?: z.ZodType;
  multipart?: z.ZodType;
  /** The success answers by status, e.g. `{ 200: answer(schema) }`. */
  success: ZodOpenApiResponsesObject;
  /**
   * Refusals beyond those its access, body and query imply (400 for a path parameter it checks),
   * or answers of their own for those.
   */
  refusals?: Array<number | [number, ZodOpenApiResponseObject]>;
  /** False for the gateway's own answers: no service stands behind them. */
  proxied?: boolean;
}

/**
 * One operation with the refusals every call of its kind can meet: 400 for bad input, 401 and
 * 403 by access, 413 for a body, 429 from the gateway's rate limits, 503 when its service is
 * down; and the security requirement of its access.
 */
export function operation(spec: OperationSpec): ZodOpenApiOperationObject {
  const { access, proxied = true } = spec;
  const statuses = new Map<number, ZodOpenApiResponseObject>();
  const add = (status: number, response = refusal(status)) => statuses.set(status, response);
  const hasBody = spec.body !== undefined || spec.multipart !== undefined;
  if (hasBody || spec.query) add(400);
  if (access === 'signedIn' || access === 'admin') add(401);
  if (access === 'admin') add(403, refusal(403, 'Signed in, but not an admin.'));
  for (const extra of spec.refusals ?? [])
    if (Array.isArray(extra)) add(extra[0], extra[1]);
    else add(extra);
  if (hasBody) add(413);
  add(429);
  if (proxied) add(503);

  const responses: ZodOpenApiResponsesObject = { ...spec.success };
  for (const [status, response] of [...statuses].sort(([a], [b]) => a - b))
    responses[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = response;

  return {
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.description || access === 'admin'
      ? {
          description: [access === 'admin' ? 'Admins only.' : '', spec.description ?? '']
            .join(' ')
            .trim(),
        }
      : {}),
    ...(spec.path || spec.query || spec.headers
      ? {
          requestParams: {
            ...(spec.path && { path: spec.path }),
            ...(spec.query && { query: spec.query }),
            ...(spec.headers && { header: spec.headers }),
          },
        }
      : {}),
    ...(spec.body ? { requestBody: { required: true, ...json(spec.body) } } : {}),
    ...(spec.multipart
      ? {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: spec.multipart } },
          },
        }
      : {}),
    responses,
    ...securityOf(access),
  };
}

function securityOf(access: Access): Pick<ZodOpenApiOperationObject, 'security'> {
  if (access === 'public') return { security: [] };
  if (access === 'optional') return { security: [{}, ...SIGNED_IN] };
  return { security: SIGNED_IN, ...(access === 'admin' && { 'x-admin-only': true }) };
}

import { createDocument } from 'zod-openapi';
import type { oas31 } from 'zod-openapi';
import { orderSchema } from '../order-api';
import { productSchema } from '../product';
import { publicUserSchema } from '../user';
import { analyticsPaths } from './analytics-paths';
import { catalogPaths } from './catalog-paths';
import { gatewayPaths } from './gateway-paths';
import { identityPaths } from './identity-paths';
import { orderPaths } from './order-paths';
import { refusalSchema, SECURITY_SCHEMES } from './operation';

const DESCRIPTION = `The shop's HTTP API as the gateway serves it. Every body is one of the zod schemas of
\`@shop/contracts\`; this document is generated from them.

Answers are JSON envelopes: \`{ success: true, ... }\`, or \`{ success: false, message }\` with the
status of the refusal. Signed-in calls take the login token in the \`token\` header or as
\`Authorization: Bearer\`; calls marked \`x-admin-only\` need a token whose account is an admin.`;

/**
 * The OpenAPI 3.1 document of every public and admin route of the gateway, built from the same
 * schemas the services validate with. Not exported from the package index: browsers never load it.
 */
export function openApiDocument(): oas31.OpenAPIObject {
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Leather & Last API', version: '1.0.0', description: DESCRIPTION },
    tags: [
      { name: 'Account', description: 'Sign-up, sign-in, verification, password reset, sessions.' },
      { name: 'Customers', description: 'The back office customers screen.' },
      { name: 'Measurements', description: 'Made-to-measure body measurements.' },
      { name: 'Catalog', description: 'Products and their images.' },
      { name: 'Orders', description: 'Placing orders and the back office order list.' },
      { name: 'PayPal', description: 'PayPal checkout.' },
      { name: 'Currency', description: 'The rates prices are shown at; payment stays US dollars.' },
      { name: 'Analytics', description: 'Tracking and the survey.' },
      { name: 'Analytics dashboard', description: 'The back office analytics screens.' },
      { name: 'Gateway', description: "The gateway's own answers." },
    ],
    paths: { ...identityPaths, ...catalogPaths, ...orderPaths, ...analyticsPaths, ...gatewayPaths },
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: {
        Refusal: refusalSchema,
        Product: productSchema,
        Order: orderSchema,
        PublicUser: publicUserSchema,
      },
    },
  });
}

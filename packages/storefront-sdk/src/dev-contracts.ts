import * as contracts from '@shop/contracts';

/**
 * The contracts in development and tests, undefined in production builds. A call names its
 * answer's schema through it, `apiRequest(devContracts?.placeOrderAnswerSchema, ...)`, and
 * apiRequest checks the answer whenever it is given one. The bundler folds the condition below,
 * so no schema, and no zod, reaches a shopper's scripts (docs/frontends.md, "The browser and
 * the contracts"); a schema passed any other way would.
 */
export const devContracts = process.env.NODE_ENV === 'production' ? undefined : contracts;

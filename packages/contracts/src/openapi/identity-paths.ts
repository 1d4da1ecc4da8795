import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { debugTokenAnswerSchema, logoutAllResponseSchema } from '../auth';
import {
  customerDetailAnswerSchema,
  customerListAnswerSchema,
  customerListQuerySchema,
  customerStatsAnswerSchema,
} from '../customers-api';
import {
  adminMeasurementsQuerySchema,
  adminMeasurementsResponseSchema,
  measurementResponseSchema,
  measurementsInputSchema,
} from '../measurements';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  unverifiedLoginSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '../user';
import { answer, operation } from './operation';

const account = ['Account'];
const customers = ['Customers'];
const measurements = ['Measurements'];

const SIGN_IN_LIMIT =
  'Rate limited per client address, apart from every other call (AUTH_RATE_LIMIT_PER_MINUTE).';

/** Identity: accounts, sessions, customers and measurements. */
export const identityPaths: ZodOpenApiPathsObject = {
  '/api/user/register': {
    post: operation({
      tags: account,
      summary: 'Create an account and send the verification e-mail',
      description: SIGN_IN_LIMIT,
      access: 'public',
      body: registerRequestSchema,
      success: { 201: answer(registerResponseSchema, 'Registered.') },
      refusals: [409],
    }),
  },
  '/api/user/login': {
    post: operation({
      tags: account,
      summary: 'Sign in a shopper',
      description: SIGN_IN_LIMIT,
      access: 'public',
      body: loginRequestSchema,
      success: { 200: answer(loginResponseSchema, 'Signed in: the login token.') },
      refusals: [401, [403, answer(unverifiedLoginSchema, 'The address is not verified yet.')]],
    }),
  },
  '/api/user/admin': {
    post: operation({
      tags: account,
      summary: 'Sign in to the back office',
      description: SIGN_IN_LIMIT,
      access: 'public',
      body: loginRequestSchema,
      success: { 200: answer(loginResponseSchema, 'Signed in: an admin login token.') },
      refusals: [401],
    }),
  },
  '/api/user/verify-email': {
    post: operation({
      tags: account,
      summary: 'Verify an address with the e-mailed token, and sign in',
      description: SIGN_IN_LIMIT,
      access: 'public',
      body: verifyEmailRequestSchema,
      success: { 200: answer(verifyEmailResponseSchema, 'Verified and signed in.') },
      refusals: [409, 410],
    }),
  },
  '/api/user/resend-verification': {
    post: operation({
      tags: account,
      summary: 'Send the verification e-mail again',
      description: SIGN_IN_LIMIT,
      access: 'public',
      body: resendVerificationRequestSchema,
      success: { 200: answer(messageResponseSchema) },
    }),
  },
  '/api/user/forgot-password': {
    post: operation({
      tags: account,
      summary: 'E-mail a password reset link',
      description: SIGN_IN_LIMIT,
      access: 'public',
      body: forgotPasswordRequestSchema,
      success: { 200: answer(messageResponseSchema) },
    }),
  },
  '/api/user/reset-password': {
    post: operation({
      tags: account,
      summary: 'Set a new password with the e-mailed token',
      description: SIGN_IN_LIMIT,
      access: 'public',
      body: resetPasswordRequestSchema,
      success: { 200: answer(messageResponseSchema) },
    }),
  },
  '/api/user/logout-all': {
    post: operation({
      tags: account,
      summary: 'Sign the account out on every device, this one included',
      access: 'signedIn',
      success: { 200: answer(logoutAllResponseSchema) },
    }),
  },
  '/api/admin/debug-token': {
    post: operation({
      tags: account,
      summary: "Check a stored token: its verified claims (the back office's gate)",
      description: 'Any valid token passes; the gate itself reads `decoded.isAdmin`.',
      access: 'signedIn',
      success: { 200: answer(debugTokenAnswerSchema) },
    }),
  },
  '/api/customers/list': {
    get: operation({
      tags: customers,
      summary: 'Customers, searched, sorted and paged',
      access: 'admin',
      query: customerListQuerySchema,
      success: { 200: answer(customerListAnswerSchema) },
    }),
  },
  '/api/customers/stats': {
    get: operation({
      tags: customers,
      summary: 'Customer figures of the customers screen',
      access: 'admin',
      success: { 200: answer(customerStatsAnswerSchema) },
    }),
  },
  '/api/customers/{id}': {
    get: operation({
      tags: customers,
      summary: 'A customer with purchase figures, recent orders and survey',
      access: 'admin',
      path: z.object({ id: z.string().meta({ description: "The customer's id (a uuid)." }) }),
      success: { 200: answer(customerDetailAnswerSchema) },
      refusals: [404],
    }),
  },
  '/api/measurements': {
    get: operation({
      tags: measurements,
      summary: "The signed-in customer's measurements",
      access: 'signedIn',
      success: { 200: answer(measurementResponseSchema) },
      refusals: [404],
    }),
    post: operation({
      tags: measurements,
      summary: "Save the signed-in customer's measurements",
      access: 'signedIn',
      body: measurementsInputSchema,
      success: { 201: answer(measurementResponseSchema, 'Saved.') },
      refusals: [409],
    }),
    put: operation({
      tags: measurements,
      summary: "Replace the signed-in customer's measurements",
      access: 'signedIn',
      body: measurementsInputSchema,
      success: { 200: answer(measurementResponseSchema, 'Replaced.') },
      refusals: [404],
    }),
    delete: operation({
      tags: measurements,
      summary: "Delete the signed-in customer's measurements",
      access: 'signedIn',
      success: { 200: answer(messageResponseSchema, 'Deleted.') },
      refusals: [404],
    }),
  },
  '/api/measurements/all': {
    get: operation({
      tags: measurements,
      summary: "Every customer's measurements, paged",
      access: 'admin',
      query: adminMeasurementsQuerySchema,
      success: { 200: answer(adminMeasurementsResponseSchema) },
    }),
  },
  '/api/measurements/{userId}': {
    get: operation({
      tags: measurements,
      summary: "A customer's measurements",
      access: 'admin',
      path: z.object({ userId: z.uuid().meta({ description: "The customer's id." }) }),
      success: { 200: answer(measurementResponseSchema) },
      refusals: [400, 404],
    }),
  },
};

export const ERROR_MESSAGES = {
  malformedJson: 'Malformed JSON body',
  bodyTooLarge: 'Request body too large',
  lengthRequired: 'Request body must declare its length',
  malformedRequest: 'Malformed request',
  malformedUrl: 'Malformed request URL',
  invalidPath: 'Invalid request path',
  headersTooLarge: 'Request headers too large',
  requestTimeout: 'Request timed out',
  notFound: 'Not found',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  nulCharacter: 'must not contain NUL characters',
  internal: 'Internal server error',
} as const;

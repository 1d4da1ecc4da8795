export const ERROR_MESSAGES = {
  malformedJson: 'Malformed JSON body',
  bodyTooLarge: 'Request body too large',
  internal: 'Internal server error',
} as const;

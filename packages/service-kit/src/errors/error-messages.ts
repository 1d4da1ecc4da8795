export const ERROR_MESSAGES = {
  malformedJson: 'Malformed JSON body',
  bodyTooLarge: 'Request body too large',
  lengthRequired: 'Request body must declare its length',
  internal: 'Internal server error',
} as const;

// No zod here: the storefront imports these (options, messages) without the schemas.

/**
 * docs/product/account.md#welcome-survey: the survey's options, in the order the modal lists
 * them.
 */
export const SURVEY_SOURCES = [
  'TikTok',
  'Facebook',
  'Instagram',
  'Friend/Family',
  'Search Engine',
  'Other',
] as const;
export const SURVEY_CATEGORIES = ['Bags', 'Wallets', 'Jackets', 'Belts', 'Accessories'] as const;
export const SURVEY_REFERRER_MAX_LENGTH = 200;

export const SURVEY_MESSAGES = {
  sourceRequired: 'Please select how you heard about us',
  categoriesRequired: 'Please select at least one product',
  referrerTooLong: `Referrer must be at most ${SURVEY_REFERRER_MAX_LENGTH} characters`,
  saved: 'Thank you for completing the survey!',
  alreadyCompleted: 'You have already completed the survey',
  saveFailed: 'Failed to save survey',
  saveFailedNetwork: 'Failed to save survey. Please try again.',
} as const;

import {
  ADDRESS_FIELDS,
  ORDER_MESSAGES,
  SIMPLE_EMAIL_PATTERN,
  type AddressField,
  type DeliveryAddress,
} from '@shop/contracts';
import type { TokenClaims } from '@shop/storefront-sdk';

export type AddressErrors = Partial<Record<AddressField, string>>;

/**
 * Storefront §5 Checkout, field by field: each blank field named ('Please fill in street'), and
 * an e-mail that does not match the simple pattern.
 */
export function addressErrors(address: DeliveryAddress): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    if (address[field].trim() === '') errors[field] = ORDER_MESSAGES.fillField(field);
  }
  if (!errors.email && !SIMPLE_EMAIL_PATTERN.test(address.email.trim())) {
    errors.email = ORDER_MESSAGES.invalidEmail;
  }
  return errors;
}

export const trimmedAddress = (address: DeliveryAddress) =>
  Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, address[field].trim()]),
  ) as DeliveryAddress;

/** An empty address with the account's name (first word, then the rest) and e-mail filled in. */
export function addressFromAccount(claims: TokenClaims | null): DeliveryAddress {
  const empty = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as DeliveryAddress;
  const [firstName = '', ...rest] = (claims?.name ?? '').trim().split(/\s+/);
  return { ...empty, firstName, lastName: rest.join(' '), email: claims?.email ?? '' };
}

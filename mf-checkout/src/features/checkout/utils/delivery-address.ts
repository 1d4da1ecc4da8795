import {
  ADDRESS_FIELDS,
  ORDER_MESSAGES,
  SIMPLE_EMAIL_PATTERN,
  type AddressField,
  type DeliveryAddress,
} from '@shop/contracts';
import type { TokenClaims } from '@shop/storefront-sdk';

export type AddressErrors = Partial<Record<AddressField, string>>;

/** What is wrong with one field's value, if anything. */
function fieldError(field: AddressField, value: string): string | undefined {
  if (value === '') return ORDER_MESSAGES.fillField(field);
  if (field === 'email' && !SIMPLE_EMAIL_PATTERN.test(value)) return ORDER_MESSAGES.invalidEmail;
  return undefined;
}

/**
 * docs/product/cart-and-checkout.md#checkout, field by field: each blank field named ('Please
 * fill in street'), and an e-mail that does not match the simple pattern.
 */
export function addressErrors(address: DeliveryAddress): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const error = fieldError(field, address[field].trim());
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field in error in the form's order, which is where the page puts the focus. */
export const firstFieldInError = (errors: AddressErrors): AddressField | undefined =>
  ADDRESS_FIELDS.find((field) => errors[field]);

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

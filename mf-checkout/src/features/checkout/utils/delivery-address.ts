import {
  ADDRESS_FIELDS,
  countryNamed,
  ORDER_MESSAGES,
  SIMPLE_EMAIL_PATTERN,
  type AddressField,
  type DeliveryAddress,
} from '@shop/contracts';
import { CURRENCIES, type CurrencyCode, type TokenClaims } from '@shop/storefront-sdk';

export type AddressErrors = Partial<Record<AddressField, string>>;

/** What is wrong with one field's value, if anything. */
function fieldError(field: AddressField, value: string): string | undefined {
  if (value === '') return ORDER_MESSAGES.fillField(field);
  if (field === 'email' && !SIMPLE_EMAIL_PATTERN.test(value)) return ORDER_MESSAGES.invalidEmail;
  if (field === 'country' && !countryNamed(value)) return ORDER_MESSAGES.unknownCountry;
  return undefined;
}

/**
 * docs/product/cart-and-checkout.md#checkout, field by field: each blank field named ('Please
 * fill in street'), an e-mail that does not match the simple pattern, and a country the shop does
 * not deliver to.
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

/** The country whose currency the shopper shows prices in, when it is one (not for euros). */
const countryOfCurrency = (currency: CurrencyCode): string =>
  countryNamed(CURRENCIES.find(({ code }) => code === currency)?.country ?? '') ?? '';

/**
 * An empty address with the account's name (first word, then the rest) and e-mail filled in, and
 * the country of the shopper's display currency.
 */
export function addressFromAccount(
  claims: TokenClaims | null,
  currency: CurrencyCode,
): DeliveryAddress {
  const empty = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as DeliveryAddress;
  const [firstName = '', ...rest] = (claims?.name ?? '').trim().split(/\s+/);
  return {
    ...empty,
    firstName,
    lastName: rest.join(' '),
    email: claims?.email ?? '',
    country: countryOfCurrency(currency),
  };
}

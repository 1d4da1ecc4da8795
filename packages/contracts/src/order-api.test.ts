import { COUNTRIES } from './countries';
import {
  ORDER_MESSAGES,
  orderAddressSchema,
  orderNumber,
  placeOrderRequestSchema,
} from './order-api';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  street: '1 Analytical Row',
  city: 'London',
  state: 'Greater London',
  zipcode: 'N1 9GU',
  country: 'United Kingdom',
  phone: '+44 20 7946 0000',
};

describe('order contracts', () => {
  it('reads only the product id, size and quantity of a cart line', () => {
    const parsed = placeOrderRequestSchema.parse({
      address,
      amount: '12.5',
      items: [{ _id: 'p1', size: 'M', quantity: 2, price: 0.01, name: 'Tampered' }],
    });
    expect(parsed.items).toEqual([{ productId: 'p1', size: 'M', quantity: 2 }]);
    expect(parsed.amount).toBe(12.5);
  });

  it('names the first missing address field and refuses a bad e-mail', () => {
    const blank = placeOrderRequestSchema.safeParse({
      address: { ...address, city: '   ' },
      amount: 10,
      items: [{ productId: 'p1', size: 'M', quantity: 1 }],
    });
    expect(blank.error?.issues[0]?.message).toBe(ORDER_MESSAGES.fillField('city'));
    const email = placeOrderRequestSchema.safeParse({
      address: { ...address, email: 'ada@nowhere' },
      amount: 10,
      items: [{ productId: 'p1', size: 'M', quantity: 1 }],
    });
    expect(email.error?.issues[0]?.message).toBe(ORDER_MESSAGES.invalidEmail);
  });

  it('takes a country of the list only, in the list’s spelling, and names the field otherwise', () => {
    const items = [{ productId: 'p1', size: 'M', quantity: 1 }];
    const unknown = placeOrderRequestSchema.safeParse({
      address: { ...address, country: 'Atlantis' },
      amount: 10,
      items,
    });
    expect(unknown.error?.issues).toEqual([
      expect.objectContaining({
        path: ['address', 'country'],
        message: ORDER_MESSAGES.unknownCountry,
      }),
    ]);
    const blank = placeOrderRequestSchema.safeParse({
      address: { ...address, country: ' ' },
      amount: 10,
      items,
    });
    expect(blank.error?.issues[0]?.message).toBe(ORDER_MESSAGES.fillField('country'));
    const lowerCase = placeOrderRequestSchema.parse({
      address: { ...address, country: ' united states ' },
      amount: 10,
      items,
    });
    expect(lowerCase.address.country).toBe('United States');
    expect(COUNTRIES).toEqual(expect.arrayContaining(['Pakistan', 'United Kingdom', 'Canada']));
  });

  it('still reads an order placed with a country typed before the list', () => {
    expect(orderAddressSchema.parse({ ...address, country: 'UK' }).country).toBe('UK');
  });

  it('refuses an empty cart with the spec message', () => {
    const empty = placeOrderRequestSchema.safeParse({ address, amount: 0, items: [] });
    expect(empty.error?.issues[0]?.message).toBe(ORDER_MESSAGES.emptyCart);
  });

  it('shows an order by the last 8 characters of its id', () => {
    expect(orderNumber('0b5e2c1e-8d7f-4c11-9d0a-3f6e1a2b9c4d')).toBe('1A2B9C4D');
  });
});

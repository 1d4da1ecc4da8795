import { checkoutFingerprint } from './checkout-fingerprint';
import type { PlaceOrderRequest } from './order-api';

const request = {
  address: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    street: '12 Last Lane',
    city: 'Northampton',
    state: 'Northamptonshire',
    zipcode: 'NN1 1AA',
    country: 'United Kingdom',
    phone: '+44 1604 000000',
  },
  items: [
    { _id: 'oxford', size: 'EU 41', quantity: 1 },
    { _id: 'biker', size: 'M', quantity: 2 },
  ],
  amount: 620,
} satisfies PlaceOrderRequest;

/** The request with one value, at `path`, changed. */
function changedAt(path: string[]): PlaceOrderRequest {
  const copy = structuredClone(request) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce((at, key) => at[key] as Record<string, unknown>, copy);
  const last = path.at(-1)!;
  parent[last] =
    typeof parent[last] === 'number' ? (parent[last] as number) + 1 : `${parent[last]}x`;
  return copy as PlaceOrderRequest;
}

const paths = [
  ['amount'],
  ...Object.keys(request.address).map((field) => ['address', field]),
  ...request.items.flatMap((line, i) => Object.keys(line).map((key) => ['items', String(i), key])),
];

describe('the fingerprint of a checkout attempt, which the storefront and the order service share', () => {
  it.each(paths.map((path) => [path.join('.'), path]))('changes with %s', (_, path) => {
    expect(checkoutFingerprint(changedAt(path))).not.toBe(checkoutFingerprint(request));
  });

  it('changes with a field added to the request', () => {
    const withNote = { ...request, note: 'Leave it with the neighbour' } as PlaceOrderRequest;
    expect(checkoutFingerprint(withNote)).not.toBe(checkoutFingerprint(request));
  });

  it('does not depend on the order of keys or of cart lines', () => {
    const reordered = {
      amount: request.amount,
      items: [...request.items]
        .reverse()
        .map(({ quantity, size, _id }) => ({ quantity, size, _id })),
      address: Object.fromEntries(Object.entries(request.address).reverse()),
    } as PlaceOrderRequest;
    expect(checkoutFingerprint(reordered)).toBe(checkoutFingerprint(request));
  });

  it('tells a line moved to another size from the same lines in another order', () => {
    const [first, second] = request.items;
    const swapped = {
      ...request,
      items: [
        { ...first, size: second.size },
        { ...second, size: first.size },
      ],
    };
    expect(checkoutFingerprint(swapped)).not.toBe(checkoutFingerprint(request));
  });
});

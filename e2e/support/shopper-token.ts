import { signAccessToken } from '@shop/service-kit';

/** A signed-in shopper's token, as identity would issue it. */
export function shopperToken(secret: string): string {
  return signAccessToken(
    {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'shopper@example.com',
      name: 'Sam Shopper',
      isAdmin: false,
    },
    secret,
    '1h',
  );
}

import type { IdentityTestApp } from './start-identity-app';
import { verificationTokenIn } from './test-inbox';

export interface TestShopper {
  name: string;
  email: string;
  password: string;
}

let shoppers = 0;

/** A new shopper with a unique address and a password that passes the rule. */
export function newShopper(name = 'Ada Lovelace'): TestShopper {
  shoppers += 1;
  return {
    name,
    email: `shopper${shoppers}.${Date.now().toString(36)}@example.com`,
    password: 'Oxblood1846',
  };
}

/** Signs the shopper up and returns the token of their verification link. */
export async function signUp(identity: IdentityTestApp, shopper: TestShopper): Promise<string> {
  const res = await identity.http.post('/api/user/register').send(shopper);
  if (res.status !== 201)
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return verificationTokenIn(await identity.inbox.nextMailTo(shopper.email));
}

/** Signs the shopper up, opens their link, and returns their login token and user id. */
export async function signUpVerified(
  identity: IdentityTestApp,
  shopper: TestShopper,
): Promise<{ token: string; userId: string }> {
  const link = await signUp(identity, shopper);
  const res = await identity.http.post('/api/user/verify-email').send({ token: link });
  if (res.status !== 200)
    throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token, userId: res.body.user._id };
}

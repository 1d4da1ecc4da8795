import type { TestPlatform } from './test-platform';

/** What the development inbox keeps of each message (scripts/mail-catcher.cjs). */
export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export interface Shopper {
  name: string;
  email: string;
  password: string;
  token: string;
  id: string;
}

/** A JSON call to the platform's API; throws with the answer's message unless it succeeded. */
export async function call<T>(
  platform: TestPlatform,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(`${platform.urls.api}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = (await response.json()) as T & { success?: boolean; message?: string };
  if (!response.ok || body.success === false)
    throw new Error(`${path} answered ${response.status}: ${body.message ?? ''}`);
  return body;
}

/** The newest of the mails to `address`, once `count` of them have arrived. */
export async function mailTo(
  platform: TestPlatform,
  address: string,
  count = 1,
): Promise<CaughtMail> {
  for (let tries = 0; tries < 50; tries += 1) {
    const response = await fetch(`${platform.urls.mail}/api/messages`);
    // Newest first.
    const inbox = (await response.json()) as CaughtMail[];
    const found = inbox.filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
    if (found.length >= count) return found[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`fewer than ${count} mails to ${address}`);
}

/**
 * A customer as one becomes one: signed up through identity, the link of the verification mail
 * followed, signed in. Answers the token identity issued.
 */
export async function verifiedShopper(
  platform: TestPlatform,
  who: { name: string; email: string; password: string },
): Promise<Shopper> {
  await call(platform, '/api/user/register', { method: 'POST', body: JSON.stringify(who) });
  const mail = await mailTo(platform, who.email);
  const link = mail.links.find((candidate) => candidate.includes('/verify-email?token='));
  if (!link) throw new Error(`no verification link in the mail to ${who.email}`);
  const token = new URL(link).searchParams.get('token');
  await call(platform, '/api/user/verify-email', {
    method: 'POST',
    body: JSON.stringify({ token }),
  });
  const login = await call<{ token: string; user: { id?: string; _id?: string } }>(
    platform,
    '/api/user/login',
    { method: 'POST', body: JSON.stringify({ email: who.email, password: who.password }) },
  );
  const claims = JSON.parse(Buffer.from(login.token.split('.')[1], 'base64url').toString()) as {
    id: string;
  };
  return { ...who, token: login.token, id: claims.id };
}

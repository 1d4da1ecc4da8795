import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended parameters (Password Storage Cheat Sheet): 19 MiB of
 * memory, 2 passes, 1 lane. Each hash costs a few tens of milliseconds and 19 MiB, which
 * makes guessing offline expensive. Stored hashes carry their parameters, so raising them
 * later leaves existing hashes readable.
 */
export const PASSWORD_HASHING = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASHING);
}

let standIn: Promise<string> | undefined;

/**
 * Checks `password` against `passwordHash`. Without a hash (no account for that address) it
 * still checks against a stand-in, so the answer takes as long whether the account exists or not.
 */
export async function passwordMatches(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash === undefined) {
    standIn ??= hashPassword('no account has this password 0');
    await verify(await standIn, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A hash that cannot be read matches nothing.
    return false;
  }
}

/**
 * What the stored login token says about its holder, read for display only (the greeting, the
 * profile's name and e-mail). The browser cannot check the signature: access is always decided
 * by the server (the admin gate asks it), never by these claims.
 */
export interface TokenClaims {
  id?: string;
  name?: string;
  email?: string;
  isAdmin: boolean;
  /** Expiry, in seconds since 1970. */
  exp?: number;
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The payload of a JWT, or null when `token` is missing or is not one. */
export function tokenClaims(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  let claims: unknown;
  try {
    claims = decodeSegment(payload);
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { id, name, email, isAdmin, exp } = claims as Record<string, unknown>;
  return {
    id: text(id),
    name: text(name),
    email: text(email),
    isAdmin: isAdmin === true,
    exp: typeof exp === 'number' ? exp : undefined,
  };
}

import { useMemo } from 'react';
import { tokenClaims, type TokenClaims } from './token-claims';
import { useToken } from './use-token';

/** The signed-in shopper's claims for display (see tokenClaims), null when signed out. */
export function useTokenClaims(): TokenClaims | null {
  const token = useToken();
  return useMemo(() => tokenClaims(token), [token]);
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiRequest, devContracts, isApiError, signOut } from '@shop/storefront-sdk';

/**
 * Logout, and Log out everywhere, which ends the account's sessions on every device; both then
 * call `onSignedOut` and go home. The survey answer goes too, so the next shopper on this browser
 * is asked.
 */
export function useSignOut(onSignedOut: () => void) {
  const navigate = useNavigate();
  const [ending, setEnding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const logout = () => {
    signOut();
    setFailure(null);
    onSignedOut();
    void navigate('/');
  };
  const logoutEverywhere = async () => {
    setEnding(true);
    setFailure(null);
    try {
      await apiRequest(devContracts?.logoutAllResponseSchema, '/api/user/logout-all', {
        method: 'POST',
        auth: 'token',
      });
      logout();
    } catch (error) {
      // A session already ended elsewhere is signed out here by the 401 itself.
      if (isApiError(error) && error.status === 401) logout();
      else setFailure(isApiError(error) ? error.message : String(error));
    } finally {
      setEnding(false);
    }
  };

  return { logout, logoutEverywhere, ending, failure, clearFailure: () => setFailure(null) };
}

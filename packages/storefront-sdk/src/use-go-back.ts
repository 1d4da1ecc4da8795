import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A Go Back button's action. The router keys the first page of a visit 'default': a page opened
 * directly has no page of ours behind it, so the button goes to `fallback` instead of off the site.
 */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  const openedDirectly = useLocation().key === 'default';
  return () => {
    if (openedDirectly) void navigate(fallback, { replace: true });
    else void navigate(-1);
  };
}

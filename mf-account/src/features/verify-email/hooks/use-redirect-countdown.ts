import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Counts `seconds` down from the first render, then goes to `to`; returns the seconds left. */
export function useRedirectCountdown(seconds: number, to: string): number {
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const timer = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left === 0) void navigate(to, { replace: true });
  }, [left, navigate, to]);

  return left;
}

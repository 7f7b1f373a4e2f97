import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isSignedIn } from '../lib/session';

/** Spec 2: only /login is reachable without a token; the original full path rides along. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (isSignedIn()) return children;
  return <Navigate to={`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`} replace />;
}

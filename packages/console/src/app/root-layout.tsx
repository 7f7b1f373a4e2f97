import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { areasReady } from '../lib/i18n';
import { LoginPage } from '../sections/login/login-page';
import { Toaster } from '../ui/toaster';
import { BootSpinner } from './boot-spinner';
import { lazyComponent } from './lazy-component';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';

// DESIGN budgets: the login page is all this chunk renders; the signed-in console (shell,
// sections, their libraries and strings) arrives after sign-in.
const SignedInApp = lazyComponent(() =>
  Promise.all([import('./signed-in-app'), areasReady('shell')]).then(([module]) => module.SignedInApp),
);

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteErrorBoundary key={pathname.startsWith('/login') ? 'login' : 'app'}>
        <Suspense fallback={<BootSpinner />}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route
              path="*"
              element={
                <RequireAuth>
                  <SignedInApp />
                </RequireAuth>
              }
            />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
      <Toaster />
    </>
  );
}

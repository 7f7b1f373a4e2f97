import { Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
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

// Route objects, as signed-in-app.tsx has them: <Routes> would add react-router's
// createRoutesFromChildren to the login page's chunk (DESIGN budgets).
const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  {
    path: '*',
    element: (
      <RequireAuth>
        <SignedInApp />
      </RequireAuth>
    ),
  },
];

export function RootLayout() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <>
      <RouteErrorBoundary key={pathname.startsWith('/login') ? 'login' : 'app'}>
        <Suspense fallback={<BootSpinner />}>{element}</Suspense>
      </RouteErrorBoundary>
      <Toaster />
    </>
  );
}

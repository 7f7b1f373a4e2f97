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
// One promise: once main.tsx has awaited it, the lazy component below finds it settled and
// React renders on instead of showing its fallback (a new import() would settle a task later).
let signedInModule: Promise<typeof import('./signed-in-app')> | undefined;
const signedInApp = () =>
  (signedInModule ??= Promise.all([import('./styled-chunks').then((chunks) => chunks.loadSignedInApp()), areasReady('shell')]).then(([module]) => module));
const SignedInApp = lazyComponent(() => signedInApp().then((module) => module.SignedInApp));

/** Everything the home page's first render needs, for main.tsx to await over the prerendered page. */
export const homeReady = () => signedInApp().then((module) => module.homePage());

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

import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Breakpoints } from '@rc/contract/constants';
import { busyStore } from '../../lib/busy';
import { queryClient } from '../../lib/query-client';
import { useStore } from '../../lib/store';
import { useMediaQuery } from '../../lib/use-media-query';
import { BootSpinner } from '../boot-spinner';
import { RouteErrorBoundary } from '../route-error-boundary';
import { BusyOverlay } from './busy-overlay';
import { Footer, FooterFacts } from './footer';
import { Header } from './header';
import { menuStyleStore } from './menu-style';
import { PageLoader } from './page-loader';
import { SideNav } from './side-nav';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { callOp } from '../../lib/api-client';
import { refs } from '../../lib/op-refs';
import { areasReady } from '../../lib/i18n';
import { pendingApplyStore } from '../../lib/pending-apply';
import { checkPendingApply } from '../../lib/rollback-check';

// Loaded only when a risky save awaits its confirmation (DESIGN budgets: the home page).
// Its strings (apply.json) load with System's, which also name the page a change came from.
const ApplyConfirmDialog = lazy(() =>
  Promise.all([import('./apply-confirm-dialog'), areasReady('system')]).then(([module]) => ({ default: module.ApplyConfirmDialog })),
);

// DESIGN budgets: the token-timeout question's code (Radix) loads when a session ends.
const TokenTimeoutDialog = lazy(() => import('./token-timeout-dialog').then((module) => ({ default: module.TokenTimeoutDialog })));

import { useKeepAlive } from './use-keep-alive';
import { useDeviceProbe } from './use-device-probe';
import { DeviceReachBanner } from './device-reach-banner';
import { FirstStartGate } from './first-start-gate';
import { useDeviceNotAnswering } from '../../lib/device-reach';
import { watchUserActivity } from '../../lib/user-activity';
import { sessionExpiredStore } from '../../lib/session-expiry';
import { WidgetBoundary } from '../../ui/widget-boundary';
import '../../styles/app.css';
import './shell.css';

/** Spec 1: header, left navigation (a slide-in below 800 px), content, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mobile = useMediaQuery(`(max-width: ${Breakpoints.mobilePx - 0.02}px)`);
  const menuStyle = useStore(menuStyleStore);
  const busy = useStore(busyStore).kind !== null;
  useKeepAlive();
  useDeviceProbe();
  const notAnswering = useDeviceNotAnswering();
  useEffect(watchUserActivity, []);
  const pendingApply = useStore(pendingApplyStore) !== null;
  const sessionExpired = useStore(sessionExpiredStore);
  useEffect(() => {
    // A change nobody confirmed (a LAN move this page followed, or one made before this sign-in): say what came back.
    void checkPendingApply(() => callOp(refs.get_apply_status, {}, { silent: true })).then(
      (back) => back && void import('./apply-confirm-dialog').then((module) => module.announceRollback(back.rollback, { away: back.away })),
    );
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <div className={`app app--${mobile ? 'mobile' : menuStyle}${notAnswering ? ' app--not-answering' : ''}`} inert={busy}>
        <a className="skip-link" href="#main-content" onClick={(event) => skipToMain(event)}>
          {t('shell.skipToContent')}
        </a>
        <Header mobile={mobile} />
        {!mobile && <SideNav />}
        <main id="main-content" className="app-main" tabIndex={-1}>
          <DeviceReachBanner />
          <PageLoader key={pathname} />
          <RouteErrorBoundary key={pathname.split('/')[1]}>
            <Suspense fallback={<BootSpinner />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <WidgetBoundary fallback={<footer className="app-footer"><FooterFacts msg={undefined} receivedAt={0} /></footer>}>
          <Footer />
        </WidgetBoundary>
      </div>
      <BusyOverlay />
      {sessionExpired && (
        <Suspense fallback={null}>
          <TokenTimeoutDialog />
        </Suspense>
      )}
      <UnsavedChangesGuard />
      <FirstStartGate />
      {pendingApply && (
        <Suspense fallback={null}>
          <ApplyConfirmDialog />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}

// A hash router owns the URL fragment, so the skip link moves focus itself.
function skipToMain(event: MouseEvent) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { homeReady, RootLayout } from './app/root-layout';
import { applyScheme, onSchemeElsewhere, storedScheme } from './lib/color-scheme';
import { initI18n, storedLanguage, syncLanguageCookie } from './lib/i18n';
import { loadMenuConf } from './lib/menu-conf';
import { isSignedIn } from './lib/session';
import { applyTheme } from './lib/theme';
import { guardHistory } from './lib/unsaved-changes';
import './styles/global.css';

/**
 * RequireAuth's redirect, done before the first render: a visitor without a session sees the
 * login page the daemon sent prerendered until React renders the same page over it, never an
 * empty redirect in between.
 */
function loginFirst(): void {
  const route = location.hash.slice(1) || '/';
  if (!isSignedIn() && !route.startsWith('/login')) history.replaceState(history.state, '', `#/login?redirect=${encodeURIComponent(route)}`);
}

async function start(): Promise<void> {
  applyScheme(storedScheme());
  onSchemeElsewhere(applyScheme);
  const language = storedLanguage();
  syncLanguageCookie(language);
  const theme = loadMenuConf().then(
    (conf) => applyTheme(conf.config?.corporation),
    () => applyTheme(undefined),
  );
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  await Promise.all([initI18n(language, 'login'), theme]);
  loginFirst();
  // Over the home page the daemon sent prerendered (shown at #/home on a phone), React's first
  // render must be the whole page: a chunk still loading would show the spinner in between.
  if (root.querySelector('.app')?.clientHeight) await homeReady();
  // Before the router's own listener: a back step away from unsaved edits asks first.
  guardHistory();
  // Spec 2: hash routing, so that the device serves one index.html for every page.
  const app = (
    <StrictMode>
      <HashRouter>
        <RootLayout />
      </HashRouter>
    </StrictMode>
  );
  // The daemon's prerendered login page is replaced by the same markup, not hydrated
  // (hydrateRoot would cost the login page 0.2 KB): nodes of the same size in the same place
  // are neither a layout shift nor a new largest paint. A transition: React renders the
  // signed-in console in slices of a few milliseconds instead of one long task.
  const created = createRoot(root);
  startTransition(() => created.render(app));
}

void start();

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { RootLayout } from './app/root-layout';
import { initI18n, storedLanguage, syncLanguageCookie } from './lib/i18n';
import { loadMenuConf } from './lib/menu-conf';
import { isSignedIn } from './lib/session';
import { applyTheme } from './lib/theme';
import { guardHistory } from './lib/unsaved-changes';
import './styles/global.css';

/**
 * RequireAuth's redirect, done before the first render: a visitor without a session lands on
 * the login page, which the daemon sent prerendered, so React hydrates it instead of replacing
 * it with an empty redirect first.
 */
function loginFirst(): void {
  const route = window.location.hash.replace(/^#/, '') || '/';
  if (isSignedIn() || route.startsWith('/login')) return;
  window.history.replaceState(window.history.state, '', `#/login?redirect=${encodeURIComponent(route)}`);
}

async function start(): Promise<void> {
  const language = storedLanguage();
  syncLanguageCookie(language);
  const theme = loadMenuConf().then(
    (conf) => applyTheme(conf.config?.corporation),
    () => applyTheme(undefined),
  );
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The language the daemon prerendered in (index-variant.ts), before initI18n sets the stored one.
  const prerendered = root.dataset.prerendered === 'login' && document.documentElement.lang === language;
  await Promise.all([initI18n(language, 'login'), theme]);
  loginFirst();
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
  if (prerendered && window.location.hash.startsWith('#/login')) hydrateRoot(root, app);
  else {
    const created = createRoot(root);
    // A transition: React renders the signed-in console in slices of a few milliseconds and
    // lets the browser paint and answer input between them, instead of one long task.
    startTransition(() => created.render(app));
  }
}

void start();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { RootLayout } from './app/root-layout';
import { initI18n, storedLanguage } from './lib/i18n';
import { loadMenuConf } from './lib/menu-conf';
import { applyTheme } from './lib/theme';
import { guardHistory } from './lib/unsaved-changes';
import './styles/global.css';

async function start(): Promise<void> {
  const theme = loadMenuConf().then(
    (conf) => applyTheme(conf.config?.corporation),
    () => applyTheme(undefined),
  );
  await Promise.all([initI18n(storedLanguage(), 'login'), theme]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // Before the router's own listener: a back step away from unsaved edits asks first.
  guardHistory();
  // Spec 2: hash routing, so that the device serves one index.html for every page.
  createRoot(root).render(
    <StrictMode>
      <HashRouter>
        <RootLayout />
      </HashRouter>
    </StrictMode>,
  );
}

void start();

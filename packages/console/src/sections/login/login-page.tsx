import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo';
import { LanguageSelect } from '../../ui/language-select';
import { durationText } from '../../lib/duration-text';
import { useMenuConf } from '../../lib/menu-conf';
import { safeRedirect } from '../../lib/safe-redirect';
import { toast } from '../../lib/toast';
import { takeAfterReboot } from '../../lib/after-reboot';
import { LoginForm } from './login-form';
import { useDeviceFacts } from './use-device-facts';
import { useApplyConfirm } from './use-apply-confirm';
import './login-page.css';

const PLACEHOLDER = '--';

function DeviceFactsList({ facts }: { facts: ReturnType<typeof useDeviceFacts> }) {
  const { t } = useTranslation();
  const hours = facts && Number.isFinite(facts.uptime) ? durationText(t, facts.uptime) : PLACEHOLDER;
  return (
    <dl className="login-facts">
      <div>
        <dt>{t('login.systemVersion')}</dt>
        <dd>{facts?.sysversion || PLACEHOLDER}</dd>
      </div>
      <div>
        <dt>{t('login.operationHours')}</dt>
        <dd>{hours}</dd>
      </div>
      <div>
        <dt>{t('login.model')}</dt>
        <dd>{facts?.board || PLACEHOLDER}</dd>
      </div>
    </dl>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Spec 2's redirect query (useSearchParams would add 0.3 KB gzip for this one read).
  const { search } = useLocation();
  const conf = useMenuConf();
  const facts = useDeviceFacts();
  useApplyConfirm();

  function onSignedIn(sysversion: string | undefined) {
    toast.success(t('login.success'));
    const done = takeAfterReboot();
    if (done?.kind === 'restore') toast.success(t('login.restoreSucceeded'));
    // Spec 8: update succeeded or failed, told by the version the device now runs.
    if (done?.kind === 'upgrade') {
      if (!done.version || done.version === sysversion) toast.success(t('login.updateSucceeded', { version: sysversion ?? '' }));
      else toast.error(t('login.updateFailed', { version: sysversion ?? '' }));
    }
    navigate(safeRedirect(new URLSearchParams(search).get('redirect')), { replace: true });
  }

  return (
    <div className="login-page">
      <aside className="login-page__hero" aria-hidden="true">
        <BrandLogo corporation={conf?.config?.corporation} inverse />
        <p className="login-page__tagline">{t('login.tagline')}</p>
        <div className="login-page__waves" />
      </aside>
      <main className="login-page__main">
        <div className="login-page__toolbar">
          <LanguageSelect className="login-page__language" />
        </div>
        <div className="login-card">
          <div className="login-card__brand">
            <BrandLogo corporation={conf?.config?.corporation} />
          </div>
          <h1 className="login-card__title">{t('login.title')}</h1>
          <p className="login-card__subtitle">{t('login.subtitle')}</p>
          <LoginForm onSignedIn={() => onSignedIn(facts?.sysversion)} />
        </div>
        <DeviceFactsList facts={facts} />
      </main>
    </div>
  );
}

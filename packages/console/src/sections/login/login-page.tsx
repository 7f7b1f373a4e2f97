import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo';
import { LanguageSelect } from '../../ui/language-select';
import { durationText } from '../../lib/duration-text';
import { useMenuConf } from '../../lib/menu-conf';
import { safeRedirect } from '../../lib/safe-redirect';
import { toast } from '../../lib/toast';
import { LoginForm } from './login-form';
import { useDeviceFacts } from './use-device-facts';
import './login-page.css';

const PLACEHOLDER = '--';

function DeviceFactsList() {
  const { t } = useTranslation();
  const facts = useDeviceFacts();
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

  function onSignedIn() {
    toast.success(t('login.success'));
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
          <LoginForm onSignedIn={onSignedIn} />
        </div>
        <DeviceFactsList />
      </main>
    </div>
  );
}

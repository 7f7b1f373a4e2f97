import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import './ddns-page.css';

/** What the chosen provider calls the domain, username and password (ddns-scripts' own help). */
export function ProviderHint() {
  const { t } = useTranslation();
  const { watch } = useFormContext();
  const [enabled, provider] = watch(['enabled', 'provider']) as [string, string];
  if (enabled !== '1') return null;
  return (
    <p className="ddns-page__provider-hint" aria-live="polite">
      {t(`ddns.providerHints.${provider}`)}
    </p>
  );
}

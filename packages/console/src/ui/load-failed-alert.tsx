import { useTranslation } from 'react-i18next';
import { loadFailureMessage } from '../lib/load-failure-message';

/** A part of a page that could not load: the device's reason where it gave one (the OpenWrt package to install), else the general words. */
export function LoadFailedAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <p role="alert">{loadFailureMessage(error) ?? t('form.loadFailed')}</p>;
}

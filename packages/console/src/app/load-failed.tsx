import { useTranslation } from 'react-i18next';

/** A screen whose code or data could not be loaded: say so and offer a reload. */
export function LoadFailed() {
  const { t } = useTranslation();
  return (
    <section className="notice" role="alert">
      <h1 className="notice__title">{t('common.loadFailedTitle')}</h1>
      <p className="notice__text">{t('common.loadFailedText')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </section>
  );
}

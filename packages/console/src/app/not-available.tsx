import { useTranslation } from 'react-i18next';

/** A tab of the menu whose page this firmware does not have yet: said plainly, no fake form. */
export function NotAvailable() {
  const { t } = useTranslation();
  return (
    <section className="notice" aria-labelledby="not-available-title">
      <h2 id="not-available-title" className="notice__title">
        {t('shell.notAvailableTitle')}
      </h2>
      <p className="notice__text">{t('shell.notAvailableText')}</p>
    </section>
  );
}

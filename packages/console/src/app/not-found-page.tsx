import { useTranslation } from 'react-i18next';
import { Link } from '../ui/link';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="notice" aria-labelledby="not-found-title">
      <p className="notice__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="notice__title">
        {t('shell.notFoundTitle')}
      </h1>
      <p className="notice__text">{t('shell.notFoundText')}</p>
      <Link className="button button--primary" to="/home">
        {t('shell.backHome')}
      </Link>
    </section>
  );
}

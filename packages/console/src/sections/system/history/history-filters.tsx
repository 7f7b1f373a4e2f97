import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface HistoryFilter {
  /** a page's title as the entries show it; '' for every page */
  page: string;
  search: string;
}

interface HistoryFiltersProps {
  pages: readonly string[];
  filter: HistoryFilter;
  onChange: (filter: HistoryFilter) => void;
}

/** Which page's changes to show, and words to find in them. */
export function HistoryFilters({ pages, filter, onChange }: HistoryFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="history-filters" role="search">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-page`}>
          {t('system-history.filterPage')}
        </label>
        <select id={`${id}-page`} className="field__input" value={filter.page} onChange={(event) => onChange({ ...filter, page: event.target.value })}>
          <option value="">{t('system-history.allPages')}</option>
          {pages.map((page) => (
            <option key={page} value={page}>
              {page}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          {t('system-history.search')}
        </label>
        <input
          id={`${id}-search`}
          className="field__input"
          type="search"
          value={filter.search}
          placeholder={t('system-history.searchPlaceholder')}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
        />
      </div>
    </div>
  );
}

import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isFeatureEnabled, type Feature, type MenuConf } from '@rc/contract/features';
import { useMenuConf } from '../../lib/menu-conf';
import { Modal } from '../../ui/modal';
import { goToSetting } from './land-on-setting';
import { loadSearchIndex } from './load-search-index';
import { matchSettings, type SearchHit } from './match-settings';
import type { SearchIndex, SearchPage } from './search-index';
import '../../ui/combobox/combobox.css';
import './settings-search.css';

/** Spec 3: only the tabs the permission file shows are found; the user menu is on every page. */
function pageAllowed(conf: MenuConf | undefined, page: SearchPage): boolean {
  if (page.menu === 'user') return true;
  return conf !== undefined && page.features.some((feature) => isFeatureEnabled(conf, feature as Feature));
}

function useSearchIndex(language: string): SearchIndex | 'failed' | undefined {
  const [loaded, setLoaded] = useState<{ language: string; index: SearchIndex | 'failed' }>();
  useEffect(() => {
    let current = true;
    loadSearchIndex(language).then(
      (index) => current && setLoaded({ language, index }),
      () => current && setLoaded({ language, index: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.index : undefined;
}

/** Where a result is: the menu section, the tab and the form it is in. */
function placeOf(hit: SearchHit): string {
  const { entry, page } = hit;
  const section = entry.kind === 'field' && entry.section !== page.title ? entry.section : undefined;
  if (page.menu) return page.where;
  return [page.where, ...(entry.kind === 'page' ? [] : [page.title]), ...(section ? [section] : [])].join(' › ');
}

export interface SettingsSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Issue 32.1: finds a tab, a section or a field by its label or hint in the console's language,
 * or by the OpenWrt option it is saved to; choosing one opens the tab and focuses the field.
 * A WAI-ARIA combobox whose listbox stays under the field in the dialog.
 */
export function SettingsSearch({ open, onOpenChange }: SettingsSearchProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const conf = useMenuConf();
  const index = useSearchIndex(i18n.language);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const hits = useMemo(() => (typeof index === 'object' ? matchSettings(index, query, (page) => pageAllowed(conf, page)) : []), [index, query, conf]);

  const choose = (hit: SearchHit) => {
    onOpenChange(false);
    setQuery('');
    // After the dialog has given focus back to what opened it.
    window.setTimeout(() => void goToSetting(hit, (route) => navigate(route)), 0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : -1) + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) choose(hit);
    }
  };

  const status = index === undefined ? t('shell.search.loading') : index === 'failed' ? t('shell.search.loadFailed') : query.trim() && hits.length === 0 ? t('shell.search.none') : '';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('shell.search.title')} description={t('shell.search.hint')}>
      <div className="settings-search">
        <input
          type="search"
          role="combobox"
          className="settings-search__input"
          aria-label={t('shell.search.field')}
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-activedescendant={hits[active] ? `${listId}-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" className="settings-search__list" aria-label={t('shell.search.results')}>
          {hits.map((hit, position) => (
            <li
              key={`${hit.entry.page}-${hit.entry.kind}-${hit.title}-${hit.entry.section ?? ''}`}
              id={`${listId}-${position}`}
              role="option"
              aria-selected={position === active}
              className="combobox__option"
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(position)}
              onClick={() => choose(hit)}
            >
              <span className="combobox__name">{hit.title}</span>
              <span className="settings-search__place">{placeOf(hit)}</span>
              {hit.option && <code className="settings-search__option">{hit.option}</code>}
            </li>
          ))}
        </ul>
        <p className="settings-search__status" role="status">
          {status}
        </p>
      </div>
    </Modal>
  );
}

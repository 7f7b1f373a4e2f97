import { isIpv4 } from '@rc/contract/datatypes';
import { useEffect, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { matchClients, useKnownClients, type KnownClient } from './known-clients';
import './client-combobox.css';

/** What a picked client puts in the field. */
export type ClientPick = 'ip' | 'mac';

export interface ClientComboboxProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'defaultValue'> {
  pick: ClientPick;
  value: string;
  onChange: (value: string) => void;
  /** the whole client picked from the list (a form fills its other fields from it) */
  onPickClient?: (client: KnownClient) => void;
}

// Enough to choose from on a phone; typing narrows the rest.
const shownMax = 8;

/**
 * An IP or MAC field that lists the router's known clients (WAI-ARIA combobox with a listbox
 * popup): typing filters them, arrows and Enter pick one, and any typed value is still taken.
 */
export function ClientCombobox({ pick, value, onChange, onPickClient, id, className, onBlur, onKeyDown: onKeyDownOuter, ...rest }: ClientComboboxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const hintId = `${listId}-hint`;
  const { clients, loaded } = useKnownClients();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = matchClients(clients, value).slice(0, shownMax);
  const expanded = open && options.length > 0;
  const unknownIp = pick === 'ip' && loaded && isIpv4(value) && !clients.some((client) => client.ip === value);
  const describedBy = [rest['aria-describedby'], unknownIp ? hintId : undefined].filter(Boolean).join(' ') || undefined;

  // Escape closes an open list and nothing else: caught on the window before a dialog around the
  // field (Radix listens on the document) takes it to close itself (WAI-ARIA combobox pattern).
  useEffect(() => {
    if (!expanded) return undefined;
    const closeList = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    };
    window.addEventListener('keydown', closeList, { capture: true });
    return () => window.removeEventListener('keydown', closeList, { capture: true });
  }, [expanded]);

  const choose = (client: KnownClient) => {
    onChange(client[pick]);
    onPickClient?.(client);
    setOpen(false);
    setActive(-1);
  };
  const move = (step: number) => {
    setOpen(true);
    if (options.length > 0) setActive((current) => (current + step + options.length) % options.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : expanded ? -1 : 0);
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    }
    onKeyDownOuter?.(event);
  };

  return (
    <div className="client-combobox">
      <div className="client-combobox__field">
        <input
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          inputMode={pick === 'ip' ? 'decimal' : undefined}
          {...rest}
          id={id}
          className={className ? `client-combobox__input ${className}` : 'client-combobox__input'}
          value={value}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            setOpen(false);
            onBlur?.(event);
          }}
        />
        <button
          type="button"
          className="client-combobox__toggle"
          tabIndex={-1}
          aria-label={t('clients.show')}
          aria-controls={listId}
          aria-expanded={expanded}
          disabled={clients.length === 0}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setOpen((shown) => !shown)}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <ul id={listId} role="listbox" className="client-combobox__list" aria-label={t('clients.list')} hidden={!expanded}>
        {expanded &&
          options.map((client, index) => (
            <li
              key={client.mac}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="client-combobox__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(client)}
            >
              <span className="client-combobox__name">{client.name || t('clients.unnamed')}</span>
              <span className="client-combobox__address">
                <span>{client.ip}</span>
                <span>{client.mac}</span>
              </span>
              <span className={client.online ? 'badge badge--ok' : 'badge'}>{t(client.online ? 'clients.online' : 'clients.offline')}</span>
            </li>
          ))}
      </ul>
      {unknownIp && (
        <p id={hintId} className="settings-field__hint client-combobox__hint">
          {t('clients.unknownIp')}
        </p>
      )}
    </div>
  );
}

import { useEffect, useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import './combobox.css';
import { OutsideText } from '../outside-text';

/** One choice of the list: what it puts in the field, and how it reads. */
export interface Suggestion {
  key: string;
  value: string;
  /** the first line: a name */
  title: string;
  /** the second line's parts: addresses */
  details?: readonly string[];
  /** on the right: a state */
  badge?: { text: string; tone?: 'ok' };
}

export interface SuggestComboboxProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'defaultValue'> {
  value: string;
  onChange: (value: string) => void;
  /** the choices that fit what is typed (the caller filters) */
  suggestions: readonly Suggestion[];
  /** every choice, listed by ▾ whatever is typed (issue 43.3: a folder already chosen still opens the list); the suggestions by default */
  choices?: readonly Suggestion[];
  onPick?: (suggestion: Suggestion) => void;
  /** translated: the list's name, and the button that opens it */
  listLabel: string;
  toggleLabel: string;
  /** a line under the field (a hint, never an error), described by it */
  hint?: ReactNode;
}

// Enough to choose from on a phone; typing narrows the rest.
const shownMax = 8;

/**
 * A text field with a list of choices (WAI-ARIA combobox with a listbox popup): typing narrows
 * them, arrows and Enter pick one, Escape closes the list, and any typed value is still taken.
 */
export function SuggestCombobox(props: SuggestComboboxProps) {
  const { value, onChange, suggestions, choices = suggestions, onPick, listLabel, toggleLabel, hint, id, className, onBlur, onKeyDown: onKeyDownOuter, ...rest } = props;
  const listId = useId();
  const hintId = `${listId}-hint`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Opened by ▾: every choice; opened by typing or the arrow keys: those matching what is typed.
  const [browsing, setBrowsing] = useState(false);
  const options = (browsing ? choices : suggestions).slice(0, browsing ? choices.length : shownMax);
  const expanded = open && options.length > 0;
  const describedBy = [rest['aria-describedby'], hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;

  // Escape closes an open list and nothing else: caught on the window before a dialog around the
  // field (Radix listens on the document) takes it to close itself.
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

  const choose = (suggestion: Suggestion) => {
    onChange(suggestion.value);
    onPick?.(suggestion);
    setOpen(false);
    setBrowsing(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : expanded ? -1 : 0;
      if (options.length > 0) setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    }
    onKeyDownOuter?.(event);
  };

  return (
    <div className="combobox">
      <div className="combobox__field">
        <input
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          {...rest}
          id={id}
          className={className ? `combobox__input ${className}` : 'combobox__input'}
          value={value}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setBrowsing(false);
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
          className="combobox__toggle"
          tabIndex={-1}
          aria-label={toggleLabel}
          aria-controls={listId}
          aria-expanded={expanded}
          disabled={choices.length === 0}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setBrowsing(!expanded);
            setOpen(!expanded);
            setActive(-1);
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      <ul id={listId} role="listbox" className="combobox__list" aria-label={listLabel} hidden={!expanded}>
        {expanded &&
          options.map((option, index) => (
            <li
              key={option.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              <OutsideText className="combobox__name" text={option.title} />
              {option.details && (
                <span className="combobox__details">
                  {option.details.map((detail) => (
                    <span key={detail}>{detail}</span>
                  ))}
                </span>
              )}
              {option.badge && <span className={option.badge.tone === 'ok' ? 'badge badge--ok' : 'badge'}>{option.badge.text}</span>}
            </li>
          ))}
      </ul>
      {hint && (
        <p id={hintId} className="settings-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

import { isMac, parseMacLines } from '@rc/contract/datatypes';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import './mac-list-input.css';

interface MacListInputProps extends Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'defaultValue'> {
  value: readonly string[];
  /** Every non-blank line, trimmed, bad ones included, so that validation can refuse them. */
  onChange: (macs: string[]) => void;
  /** Name the bad lines under the box; until then they show after the first blur. */
  showErrors?: boolean;
  /** Another kind of line (host names): its rule and the i18n key naming a bad line. */
  lineRule?: LineRule;
}

export interface LineRule {
  isValid: (line: string) => boolean;
  /** i18n key with {{line}} and {{value}} */
  badLineKey: string;
}

export const macLines: LineRule = { isValid: isMac, badLineKey: 'form.macList.badLine' };

/** The lines the rule refuses, numbered from 1 as the box shows them; blank lines are ignored. */
export function badLines(text: string, rule: LineRule = macLines): { line: number; value: string }[] {
  if (rule === macLines) return parseMacLines(text).invalid;
  return text
    .split(/\r\n|\r|\n/)
    .map((raw, index) => ({ line: index + 1, value: raw.trim() }))
    .filter(({ value }) => value !== '' && !rule.isValid(value));
}

function linesOf(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Spec 5: a MAC list, one `00:11:22:33:44:55` per line, whose errors name the line. */
export function MacListInput({ value, onChange, showErrors = false, lineRule = macLines, id, className, onBlur, ...rest }: MacListInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => value.join('\n'));
  const [followed, setFollowed] = useState(value);
  const [blurred, setBlurred] = useState(false);

  // Follow a value set from outside (load, reset) without disturbing what is being typed: only
  // a new `value` is compared with the text, during render as React advises for state that
  // follows a prop (typing sends the same lines back, so it leaves the text alone).
  if (value !== followed) {
    setFollowed(value);
    if (linesOf(text).join('\n') !== value.join('\n')) setText(value.join('\n'));
  }

  const bad = badLines(text, lineRule);
  const listed = bad.length > 0 && (showErrors || blurred);
  const errorsId = `${id ?? 'mac-list'}-lines`;
  const describedBy = [rest['aria-describedby'], listed ? errorsId : undefined].filter(Boolean).join(' ');

  return (
    <div className="mac-list">
      <textarea
        rows={5}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        {...rest}
        id={id}
        className={className ? `mac-list__input ${className}` : 'mac-list__input'}
        value={text}
        aria-invalid={listed || rest['aria-invalid'] ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          setText(event.target.value);
          onChange(linesOf(event.target.value));
        }}
        onBlur={(event) => {
          setBlurred(true);
          onBlur?.(event);
        }}
      />
      {listed && (
        <ul id={errorsId} className="mac-list__errors">
          {bad.map(({ line, value: badValue }) => (
            <li key={line}>{t(lineRule.badLineKey, { line, value: badValue })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

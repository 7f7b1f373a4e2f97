import { isMac } from '@rc/contract/datatypes';
import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { MacListInput } from '../mac-list-input';
import { ClientCombobox } from './client-combobox';

/** A MAC list (one a line) with a picker below that adds a known client's MAC, or a typed one. */
export function ClientMacList(props: ComponentProps<typeof MacListInput>) {
  const { t } = useTranslation();
  const pickerId = useId();
  const [typed, setTyped] = useState('');
  const add = (mac: string) => {
    const upper = mac.trim().toUpperCase();
    if (!props.value.some((line) => line.toUpperCase() === upper)) props.onChange([...props.value, upper]);
    setTyped('');
  };
  return (
    <div className="client-mac-list">
      <MacListInput {...props} />
      <label className="client-mac-list__label" htmlFor={pickerId}>
        {t('clients.addToList')}
      </label>
      <ClientCombobox
        id={pickerId}
        pick="mac"
        className="field__input"
        value={typed}
        onChange={setTyped}
        onPickClient={(client) => add(client.mac)}
        onKeyDown={(event) => {
          // A typed MAC goes in with Enter too; the list's own Enter (a highlighted client) comes first.
          if (event.key === 'Enter' && !event.defaultPrevented && isMac(typed.trim())) {
            event.preventDefault();
            add(typed);
          }
        }}
      />
    </div>
  );
}

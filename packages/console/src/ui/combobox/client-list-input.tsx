import { isIpv4OrCidr, isMac } from '@rc/contract/datatypes';
import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { MacListInput } from '../mac-list-input';
import { ClientCombobox, type ClientPick } from './client-combobox';

interface ClientListInputProps extends ComponentProps<typeof MacListInput> {
  /** what a picked client adds: its MAC (a MAC filter) or its IP (who may reach a service) */
  pick?: ClientPick;
}

const typedItem: Record<ClientPick, (value: string) => boolean> = { mac: isMac, ip: isIpv4OrCidr };
const addLabel: Record<ClientPick, string> = { mac: 'clients.addToList', ip: 'clients.addIpToList' };

/** A list (one item a line) with a picker below that adds a known client's MAC or IP, or a typed one. */
export function ClientListInput({ pick = 'mac', ...props }: ClientListInputProps) {
  const { t } = useTranslation();
  const pickerId = useId();
  const [typed, setTyped] = useState('');
  const add = (item: string) => {
    const line = pick === 'mac' ? item.trim().toUpperCase() : item.trim();
    if (!props.value.some((listed) => listed.toUpperCase() === line.toUpperCase())) props.onChange([...props.value, line]);
    setTyped('');
  };
  return (
    <div className="client-list">
      <MacListInput {...props} />
      <label className="client-list__label" htmlFor={pickerId}>
        {t(addLabel[pick])}
      </label>
      <ClientCombobox
        id={pickerId}
        pick={pick}
        className="field__input"
        value={typed}
        onChange={setTyped}
        onPickClient={(client) => add(client[pick])}
        onKeyDown={(event) => {
          // A typed item goes in with Enter too; the list's own Enter (a highlighted client) comes first.
          if (event.key === 'Enter' && !event.defaultPrevented && typedItem[pick](typed.trim())) {
            event.preventDefault();
            add(typed);
          }
        }}
      />
    </div>
  );
}

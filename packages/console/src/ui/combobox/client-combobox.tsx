import { isIpv4, isMac } from '@rc/contract/datatypes';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { macVendor, useVendorTable } from '../../lib/mac-vendor';
import { matchClients, useKnownClients, type KnownClient } from './known-clients';
import { SuggestCombobox, type Suggestion } from './suggest-combobox';

/** What a picked client puts in the field. */
export type ClientPick = 'ip' | 'mac';

type InputProps = Omit<ComponentProps<typeof SuggestCombobox>, 'suggestions' | 'onPick' | 'listLabel' | 'toggleLabel' | 'hint'>;

export interface ClientComboboxProps extends InputProps {
  pick: ClientPick;
  /** the whole client picked from the list (a form fills its other fields from it) */
  onPickClient?: (client: KnownClient) => void;
}

/**
 * An IP or MAC field that lists the router's known clients (name, IP, MAC, online) and still takes
 * a typed value; an IPv4 address no client has gets a hint, not an error (it may be on its way).
 */
export function ClientCombobox({ pick, onPickClient, ...input }: ClientComboboxProps) {
  const { t } = useTranslation();
  const { clients, loaded } = useKnownClients();
  const vendors = useVendorTable();
  const vendorOf = (mac: string) => {
    const vendor = macVendor(mac, vendors);
    return vendor === 'private' ? t('clients.privateAddress') : vendor;
  };
  const byMac = new Map(clients.map((client) => [client.mac, client]));
  // A whole address typed lists only the client that has it (which device it is), so the list does
  // not cover the buttons below for an address the administrator already knows.
  const whole = pick === 'ip' ? isIpv4(input.value) : isMac(input.value);
  const matching = whole ? clients.filter((client) => client[pick].toUpperCase() === input.value.toUpperCase()) : matchClients(clients, input.value);
  const suggestions: Suggestion[] = matching.map((client) => ({
    key: client.mac,
    value: client[pick],
    title: client.name || t('clients.unnamed'),
    // Issue 43.4: the maker tells two unnamed devices apart.
    details: [client.ip, client.mac, vendorOf(client.mac)].filter((detail): detail is string => Boolean(detail)),
    badge: client.online ? { text: t('clients.online'), tone: 'ok' } : { text: t('clients.offline') },
  }));
  const unknownIp = pick === 'ip' && loaded && isIpv4(input.value) && !clients.some((client) => client.ip === input.value);
  return (
    <SuggestCombobox
      inputMode={pick === 'ip' ? 'decimal' : undefined}
      {...input}
      suggestions={suggestions}
      onPick={(suggestion) => {
        const client = byMac.get(suggestion.key);
        if (client) onPickClient?.(client);
      }}
      listLabel={t('clients.list')}
      toggleLabel={t('clients.show')}
      hint={unknownIp ? t('clients.unknownIp') : undefined}
    />
  );
}

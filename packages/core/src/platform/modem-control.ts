// What the 4G module does besides its data session (issue 31): its SMS storage and USSD, and the
// SIM slot it uses. The simulated module plays them; on OpenWrt ModemManager does (ubus/router-sms.ts).
import type { SimSlotName } from './cell-types';

export interface SmsMessage {
  /** the index ModemManager gives it (the number at the end of its D-Bus path) */
  id: string;
  number: string;
  text: string;
  /** epoch ms */
  time: number;
  direction: 'received' | 'sent';
  read: boolean;
}

export interface ModemMessaging {
  /** The messages in the modem's and the SIM's storage, in no particular order. */
  list(): Promise<SmsMessage[]>;
  /** Stores the text as a new message and sends it; resolves once the SMSC took it. */
  send(number: string, text: string): Promise<void>;
  /** Deletes the messages of these ids; unknown ids are skipped. */
  remove(ids: readonly string[]): Promise<void>;
  markRead(ids: readonly string[], read: boolean): Promise<void>;
  /** A USSD request and the network's answer. */
  ussd(code: string): Promise<string>;
}

/** The slot the modem uses and whether mobile data may flow, where the daemon decides it. */
export interface SimControl {
  slotInUse(): SimSlotName | 'none';
  /** Moves the modem to the slot: the data session drops and comes back on that SIM. */
  useSlot(slot: SimSlotName | 'none'): Promise<void>;
  dataStopped(): boolean;
  /** Holds the data session down (a data cap's `stop`) or lets it up again. */
  stopData(stopped: boolean): Promise<void>;
}

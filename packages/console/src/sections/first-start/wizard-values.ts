// What the first-start wizard holds until Finish, and the one set_first_start call it makes of it:
// a skipped step sends nothing of its part (the device keeps what it has).
import type { OpInput } from '@rc/contract/op';
import type { set_first_start } from '@rc/contract/ops/first-start';
import type { WanType } from '@rc/contract/ops/first-start-fields';
import type { WifiBand } from '@rc/contract/ops/wifi/wifi-rules';

export const wizardSteps = ['password', 'internet', 'wifi', 'timeZone', 'summary'] as const;
export type WizardStep = (typeof wizardSteps)[number];
export type SkippableStep = Exclude<WizardStep, 'summary'>;

export type FirstStartInput = OpInput<typeof set_first_start>;

export interface WifiNetwork {
  band: WifiBand;
  ssid: string;
  key: string;
  /** the band's encryption now: an open one becomes WPA2 on Finish (the device's rule) */
  encryption: string;
  hidden: string;
}

export interface WizardValues {
  password: string;
  confirm: string;
  /** 'none': the connection stays as it is */
  wanType: WanType;
  pppoeUsername: string;
  pppoePassword: string;
  apn: string;
  cellularUsername: string;
  cellularPassword: string;
  wifi: WifiNetwork[];
  zonename: string;
}

export const emptyValues: WizardValues = {
  password: '',
  confirm: '',
  wanType: 'none',
  pppoeUsername: '',
  pppoePassword: '',
  apn: '',
  cellularUsername: '',
  cellularPassword: '',
  wifi: [],
  zonename: '',
};

/** The parts of the steps the administrator did not skip; an empty object skips the wizard. */
export function firstStartInput(values: WizardValues, skipped: ReadonlySet<SkippableStep>): FirstStartInput {
  const input: FirstStartInput = {};
  if (!skipped.has('password')) input.password = values.password;
  if (!skipped.has('internet')) Object.assign(input, internetPart(values));
  if (!skipped.has('wifi') && values.wifi.length > 0) input.wifi = values.wifi.map(({ band, ssid, key }) => ({ band, ssid, key }));
  if (!skipped.has('timeZone') && values.zonename) input.zonename = values.zonename as FirstStartInput['zonename'];
  return input;
}

export function internetPart(values: WizardValues): Pick<FirstStartInput, 'wan' | 'cellular'> {
  switch (values.wanType) {
    case 'dhcp':
      return { wan: { proto: 'dhcp' } };
    case 'pppoe':
      return { wan: { proto: 'pppoe', username: values.pppoeUsername, password: values.pppoePassword } };
    case 'cellular':
      return { cellular: { apn: values.apn, username: values.cellularUsername, password: values.cellularPassword } };
    default:
      return {};
  }
}

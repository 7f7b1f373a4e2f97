// Issue 30.11: the one rule for a device's name, the op's input and the console's rename form.
import { emptyOr, leaseHostnameSchema, ValidationKey } from '../../datatypes';

/** The administrator's name for a device, dnsmasq's host name for its MAC (a static lease's rule); '' takes it away. */
export const terminalNameSchema = emptyOr(leaseHostnameSchema(), ValidationKey.leaseHostname);

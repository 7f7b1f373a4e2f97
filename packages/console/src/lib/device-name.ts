/** What the router knows a device by: the administrator's name (set in the client list), the one it asks for by DHCP, its MAC. */
export interface NamedDevice {
  /** the administrator's name: dnsmasq's host name for this MAC */
  name?: string;
  /** the name the device asked for in its DHCP request */
  hostname?: string;
  mac: string;
}

/** Issue 43.4: one name per device everywhere: the administrator's, else the one it asks for, else its MAC. */
export const deviceName = (device: NamedDevice): string => device.name || device.hostname || device.mac;

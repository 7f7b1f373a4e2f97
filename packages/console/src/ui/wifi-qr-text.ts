// The de-facto standard Wi-Fi QR payload (ZXing's "WIFI:" format, read by iOS and Android
// cameras): WIFI:T:WPA;S:<ssid>;P:<key>;H:true;; with \ ; , : " escaped by a backslash.

export interface WifiQrNetwork {
  ssid: string;
  password: string;
  /** OpenWrt's encryption value; 'none' is an open network */
  encryption: string;
  /** '1' when the SSID is not broadcast */
  hidden: string;
}

export function escapeWifiQr(text: string): string {
  return text.replace(/[\\;,:"]/g, (char) => `\\${char}`);
}

export function wifiQrText({ ssid, password, encryption, hidden }: WifiQrNetwork): string {
  const open = encryption === 'none';
  const parts = [`T:${open ? 'nopass' : 'WPA'}`, `S:${escapeWifiQr(ssid)}`];
  if (!open) parts.push(`P:${escapeWifiQr(password)}`);
  if (hidden === '1') parts.push('H:true');
  return `WIFI:${parts.join(';')};;`;
}

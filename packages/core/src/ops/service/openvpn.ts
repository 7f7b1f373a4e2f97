// Service > OpenVPN (issue 16): settings/openvpn-settings.ts over openvpn, network and firewall,
// and the certificate files of settings/openvpn-pems.ts.
import { ValidationKey } from '@rc/contract/datatypes';
import type { FieldError } from '@rc/contract/result-codes';
import type { Ops } from '@rc/contract/registry';
import { withStoredBlanks } from '@rc/contract/switched-settings';
import type { Handler, OpContext } from '../op-context';
import { OpError } from '../../errors/op-error';
import { draftPackage } from '../../uci/uci-draft';
import { deviceName, readOpenvpn, readOpenvpnPassword, writeOpenvpn } from '../../settings/openvpn-settings';
import { normalPem, stagePems, type PemName, type Pems } from '../../settings/openvpn-pems';

export const get_openvpn: Handler<Ops['get_openvpn']> = async (_input, ctx) => {
  // the page says which package to install before anything is typed into it
  await ctx.platform.requirePackage?.('openvpn-openssl');
  const [openvpn, pems] = await Promise.all([ctx.store.read('openvpn'), ctx.openvpnPems.read()]);
  const ca = ctx.openvpnPems.describeCertificate(pems.ca);
  const cert = ctx.openvpnPems.describeCertificate(pems.cert);
  return {
    ...readOpenvpn(openvpn),
    ca: pems.ca,
    cert: pems.cert,
    key_set: pems.key ? '1' : '0',
    password_set: readOpenvpnPassword(openvpn) ? '1' : '0',
    ca_subject: ca.subject,
    ca_expires: ca.expires,
    cert_subject: cert.subject,
    cert_expires: cert.expires,
  };
};

export const set_openvpn: Handler<Ops['set_openvpn']> = async (input, ctx) => {
  // openvpn-openssl's /etc/init.d/openvpn is what reads /etc/config/openvpn
  await ctx.platform.requirePackage?.('openvpn-openssl');
  await ctx.store.transact('set_openvpn', ['openvpn', 'network', 'firewall'], async (draft, side) => {
    const stored = await ctx.openvpnPems.read();
    const given: Pems = { ca: normalPem(input.ca ?? ''), cert: normalPem(input.cert ?? ''), key: normalPem(input.key ?? '') };
    // An empty field keeps the stored file.
    const pems: Pems = { ca: given.ca || stored.ca, cert: given.cert || stored.cert, key: given.key || stored.key };
    const packages = { openvpn: draftPackage(draft, 'openvpn'), network: draftPackage(draft, 'network'), firewall: draftPackage(draft, 'firewall') };
    // A switched-off save keeps what it leaves blank.
    const settings = withStoredBlanks(input, readOpenvpn(packages.openvpn));
    const password = input.password || readOpenvpnPassword(packages.openvpn);
    const errors: FieldError[] = [...ctx.openvpnPems.pemErrors(pems, given), ...missingForStart(input.enabled, pems, settings.username, password)];
    if (errors.length > 0) throw new OpError('-2', undefined, { errors });
    const { paths } = ctx.openvpnPems;
    const files = Object.fromEntries((['ca', 'cert', 'key'] as PemName[]).filter((name) => pems[name]).map((name) => [name, paths[name]]));
    writeOpenvpn(packages, settings, files, password);
    stagePems(side, stored, pems);
  });
  return {};
};

/**
 * What switching on needs: the CA always; the client certificate and key, unless a username signs
 * in instead (a server with verify-client-cert none); with a username, its password.
 */
function missingForStart(enabled: '1' | '0', pems: Pems, username: string, password: string): FieldError[] {
  if (enabled !== '1') return [];
  const needed: (PemName | 'password')[] = username ? ['ca'] : ['ca', 'cert', 'key'];
  const missing: FieldError[] = needed.filter((name) => !pems[name as PemName]).map((field) => ({ field, key: ValidationKey.required }));
  if (username && !password) missing.push({ field: 'password', key: ValidationKey.required });
  return missing;
}

/** The client's entry in the VPN overview's list; none while no client is set up. */
export async function openvpnTunnelState(ctx: OpContext) {
  const openvpn = await ctx.store.read('openvpn');
  if (!openvpn?.sections.some((section) => section.name === 'client')) return undefined;
  const { device: _device, ...state } = await get_openvpn_status({}, ctx);
  return { name: 'ovpn', type: 'openvpn' as const, ...state };
}

export const get_openvpn_status: Handler<Ops['get_openvpn_status']> = async (_input, ctx) => {
  await ctx.platform.requirePackage?.('openvpn-openssl');
  const [openvpn, pems] = await Promise.all([ctx.store.read('openvpn'), ctx.openvpnPems.read()]);
  const settings = readOpenvpn(openvpn);
  const device = deviceName(settings.device);
  const signsIn = settings.username !== '' ? { passwordSet: readOpenvpnPassword(openvpn) !== '' } : undefined;
  const link = await ctx.platform.openvpnLink({ ...settings, enabled: settings.enabled === '1', device, ca: pems.ca, cert: pems.cert, signsIn });
  return { ...link, up: link.up ? '1' : '0', device };
};

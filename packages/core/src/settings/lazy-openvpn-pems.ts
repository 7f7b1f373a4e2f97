// The OpenVPN PEM service both platforms hand the handlers (openvpn-pems.ts says what it is).
// Browser-safe, and imports nothing but types: the router's dispatcher, on every page, imports it.
import type { OpenvpnPems } from './openvpn-pems';

/**
 * OpenvpnPems made by `load` at the first read: every handler reads the stored PEMs before it parses
 * one, so the checks and their DER decoder (openvpn-pem-checks.ts, asn1js) stay out of the router's
 * login and home pages and out of the daemon's start.
 */
export function lazyOpenvpnPems(load: () => Promise<OpenvpnPems>): OpenvpnPems {
  let loaded: OpenvpnPems | undefined;
  const ready = () => {
    if (!loaded) throw new Error('the OpenVPN PEMs are parsed after they were read');
    return loaded;
  };
  return {
    get paths() {
      return ready().paths;
    },
    read: async () => (loaded ??= await load()).read(),
    describeCertificate: (pem) => ready().describeCertificate(pem),
    pemErrors: (pems, given) => ready().pemErrors(pems, given),
  };
}

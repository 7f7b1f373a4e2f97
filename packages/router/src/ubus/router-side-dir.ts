// Where the UCI store's side files go on a router (UbusConfigStore's side folder): the OpenVPN
// client's PEMs, in the folder the openvpn package installs (router-openvpn-pems.ts). Its own
// module so that the store and the transport take it without the PEM reader. Browser-safe.
export const routerSideDir = '/etc/openvpn';

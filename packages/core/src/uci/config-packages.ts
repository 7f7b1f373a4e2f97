// The UCI packages every unit has (a factory unit writes them; a backup must carry them).
// Browser-safe: the router build's restore checks archives for them too.
export const configPackages = ['network', 'wireless', 'dhcp', 'firewall', 'system'] as const;
export type ConfigPackage = (typeof configPackages)[number];

// The black list's limit and messages, shared by its ops, the terminal tab's prohibit-access
// action (the same list), the device and the page.

/** spec 2 black list; the bound the spec leaves open, so that the list stays a page's worth */
export const BlacklistLimits = { maxEntries: 256 } as const;

export const BlacklistKey = {
  /** the MAC of the device the browser runs on: blocking it would cut the administrator off */
  ownDevice: 'blacklist.ownDevice',
} as const;

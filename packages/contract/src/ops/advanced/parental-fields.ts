// Parental control's limits and messages, shared by its ops, the device and the page.

/** spec 2 "rules by MAC, time period, weekdays, description, state" */
export const ParentalLimits = { maxRules: 32, descriptionMaxLength: 32 } as const;

export const ParentalKey = {
  sameTimes: 'parental.sameTimes',
  description: 'parental.descriptionInvalid',
  duplicate: 'parental.duplicate',
} as const;

/** The row id a rule keeps over saves: its firewall section's name. */
export const PARENTAL_ID_RE = /^pc_\d{1,6}$/;

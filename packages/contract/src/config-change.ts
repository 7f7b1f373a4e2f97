// A change to UCI files in router terms, option by option (`dhcp › lan: start 100 → 120`): what
// History shows of a saved change and what a restore preview shows before it is applied.
// Credentials are never answered: a changed one says only that it changed.
import { z } from 'zod';

export const optionChangeSchema = z.object({
  option: z.string(),
  /** null: not set (or a credential) */
  before: z.string().nullable(),
  after: z.string().nullable(),
  secret: z.boolean(),
});

export const sectionChangeSchema = z.object({
  /** the section name, or `@type[n]` for an anonymous one, as `uci show` says */
  key: z.string(),
  type: z.string(),
  /** the section's `name` option, a rule's label */
  label: z.string(),
  kind: z.enum(['added', 'removed', 'changed']),
  options: z.array(optionChangeSchema),
});

/** One config file's changes (`pkg`: network, dhcp...). */
export const packageChangeSchema = z.object({ pkg: z.string(), sections: z.array(sectionChangeSchema) });

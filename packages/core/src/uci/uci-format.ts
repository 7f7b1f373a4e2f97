// Writes a package the way `uci export` and `uci show` print it (libuci file.c, uci cli.c).
import type { UciPackage, UciSection, UciValue } from './uci-types';

/** Inside single quotes nothing is special but the quote itself, written as '\'' */
function escape(text: string): string {
  return text.replaceAll("'", "'\\''");
}

function quote(text: string): string {
  return `'${escape(text)}'`;
}

export function exportUci(pkg: UciPackage): string {
  return `package ${escape(pkg.name)}\n${pkg.sections.map(exportSection).join('')}\n`;
}

function exportSection(section: UciSection): string {
  const name = section.name === undefined ? '' : ` ${quote(section.name)}`;
  let out = `\nconfig ${escape(section.type)}${name}\n`;
  for (const [option, value] of section.options) out += exportOption(option, value);
  return out;
}

function exportOption(option: string, value: UciValue): string {
  if (typeof value === 'string') return `\toption ${escape(option)} ${quote(value)}\n`;
  return value.map((item) => `\tlist ${escape(option)} ${quote(item)}\n`).join('');
}

export function showUci(pkg: UciPackage): string {
  const seenOfType = new Map<string, number>();
  let out = '';
  for (const section of pkg.sections) {
    const ref = sectionRef(section, seenOfType);
    out += `${pkg.name}.${ref}=${section.type}\n`;
    for (const [option, value] of section.options) out += `${pkg.name}.${ref}.${option}=${showValue(value)}\n`;
  }
  return out;
}

/** An anonymous section shows as @type[index], counting every section of that type, named or not. */
function sectionRef(section: UciSection, seenOfType: Map<string, number>): string {
  const index = seenOfType.get(section.type) ?? 0;
  seenOfType.set(section.type, index + 1);
  return section.name ?? `@${section.type}[${index}]`;
}

function showValue(value: UciValue): string {
  return typeof value === 'string' ? quote(value) : value.map(quote).join(' ');
}

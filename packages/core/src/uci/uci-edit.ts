// What handlers use to read and change a package. The setters refuse what the file format
// cannot carry (bad names, NUL bytes), so that a draft always writes and reads back unchanged.
import { isUciName, isUciType } from './uci-names';
import type { UciPackage, UciSection, UciValue } from './uci-types';

export function getSection(pkg: UciPackage, name: string): UciSection | undefined {
  return pkg.sections.find((section) => section.name === name);
}

export function sectionsOfType(pkg: UciPackage, type: string): UciSection[] {
  return pkg.sections.filter((section) => section.type === type);
}

/** The value of an option; for a list, its first item. */
export function getOption(section: UciSection, name: string): string | undefined {
  const value = section.options.get(name);
  return typeof value === 'string' ? value : value?.[0];
}

/** The items of a list; a plain option reads as a list of one. */
export function getList(section: UciSection, name: string): string[] {
  const value = section.options.get(name);
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/**
 * Sets an option (a string) or a list (an array). undefined, '' and [] remove it, as uci
 * cannot store an empty option. An existing option keeps its place; a new one goes last.
 */
export function setOption(section: UciSection, name: string, value: UciValue | undefined): void {
  if (!isUciName(name)) throw new TypeError(`invalid uci option name: ${JSON.stringify(name)}`);
  if (value === undefined || value.length === 0) {
    section.options.delete(name);
    return;
  }
  const items = typeof value === 'string' ? [value] : value;
  if (items.some((item) => item.includes('\0'))) throw new TypeError(`uci option ${name} holds a NUL character`);
  section.options.set(name, typeof value === 'string' ? value : [...value]);
}

/** The named section, created at the end if missing. */
export function ensureSection(pkg: UciPackage, type: string, name: string): UciSection {
  const existing = getSection(pkg, name);
  if (!existing) return addSection(pkg, type, name);
  if (existing.type !== type) throw new TypeError(`uci section ${name} is a ${existing.type}, not a ${type}`);
  return existing;
}

/** Appends a section; without a name it is anonymous. */
export function addSection(pkg: UciPackage, type: string, name?: string): UciSection {
  if (!isUciType(type)) throw new TypeError(`invalid uci section type: ${JSON.stringify(type)}`);
  if (name !== undefined && !isUciName(name)) throw new TypeError(`invalid uci section name: ${JSON.stringify(name)}`);
  if (name !== undefined && getSection(pkg, name)) throw new TypeError(`uci section ${name} already exists`);
  const section: UciSection = name === undefined ? { type, options: new Map() } : { type, name, options: new Map() };
  pkg.sections.push(section);
  return section;
}

/** Removes that very section object; false if it is not in the package. */
export function removeSection(pkg: UciPackage, section: UciSection): boolean {
  const index = pkg.sections.indexOf(section);
  if (index < 0) return false;
  pkg.sections.splice(index, 1);
  return true;
}

export function clonePackage(pkg: UciPackage): UciPackage {
  return { name: pkg.name, sections: pkg.sections.map(cloneSection) };
}

function cloneSection(section: UciSection): UciSection {
  const options = new Map<string, UciValue>();
  for (const [name, value] of section.options) options.set(name, typeof value === 'string' ? value : [...value]);
  return section.name === undefined ? { type: section.type, options } : { type: section.type, name: section.name, options };
}

/** Same name, same sections and options in the same order: the same file once exported. */
export function packagesEqual(a: UciPackage, b: UciPackage): boolean {
  return a.name === b.name && a.sections.length === b.sections.length && a.sections.every((s, i) => sectionsEqual(s, b.sections[i]));
}

function sectionsEqual(a: UciSection, b: UciSection | undefined): boolean {
  if (!b || a.type !== b.type || a.name !== b.name || a.options.size !== b.options.size) return false;
  const others = [...b.options];
  return [...a.options].every(([name, value], i) => {
    const other = others[i];
    return other !== undefined && other[0] === name && valuesEqual(value, other[1]);
  });
}

function valuesEqual(a: UciValue, b: UciValue): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

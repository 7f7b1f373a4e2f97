// Which strings load when (DESIGN budgets). A locale file `<area>.json` belongs to:
// - 'login': the login page's areas, loaded at start;
// - a section ('network', 'wifi', ...) when its name starts with it ('wifi-band.json'),
//   loaded with that section;
// - 'shell' otherwise (menus, footer, home, shared widgets), loaded at sign-in.
export const loginAreas = ['common', 'login', 'result'];
export const sectionGroups = ['network', 'wifi', 'advanced', 'service', 'system', 'utils'] as const;

export type AreaGroup = 'login' | 'shell' | (typeof sectionGroups)[number];

export function areaGroup(area: string): AreaGroup {
  if (loginAreas.includes(area)) return 'login';
  const head = area.split('-')[0];
  return sectionGroups.find((group) => group === head) ?? 'shell';
}

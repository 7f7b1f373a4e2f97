// The source of virtual:router-op-modules (vite.config.ts): one loader per module and one copy of
// each light op's gates, the ops naming them by index, so that the table every page loads with the
// dispatcher stays small (DESIGN budgets; ~300 ops).
import type { OpModules } from './op-module-scan.ts';
import type { LightOps } from './light-ops.ts';

export function opModulesSource({ defs, handlers }: OpModules, light: LightOps): string {
  const files: string[] = [];
  const gates: string[] = [];
  const indexIn = (list: string[], item: string) => {
    if (!list.includes(item)) list.push(item);
    return list.indexOf(item);
  };
  const entries = [...defs].map(([op, file]) => {
    const handler = handlers.get(op);
    const entry = [indexIn(files, file), handler ? indexIn(files, handler) : -1];
    if (Object.hasOwn(light, op)) entry.push(indexIn(gates, JSON.stringify(light[op])));
    return `${JSON.stringify(op)}:${JSON.stringify(entry)}`;
  });
  return [
    `export const moduleLoaders = [${files.map((file) => `() => import(${JSON.stringify(file)})`).join(',')}];`,
    `export const lightGates = [${gates.join(',')}];`,
    `export const opModules = {${entries.join(',')}};`,
    '',
  ].join('\n');
}

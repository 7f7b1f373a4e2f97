// Finds a program once, at start-up, the way a shell would search PATH. The sbin folders are
// searched too: traceroute lives in /usr/sbin, which a service's PATH often lacks.
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

export const defaultSearchPath = [process.env.PATH ?? '', '/usr/sbin', '/sbin', '/usr/bin', '/bin'].join(path.delimiter);

export function resolveProgram(name: string, searchPath: string = defaultSearchPath): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    // An empty or relative PATH entry means the current folder: never run from there.
    if (!path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

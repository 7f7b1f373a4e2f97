const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/**
 * The folders of a partition a share may be tried on (its mount point first): the device's list of
 * the mounted disks' folders, less those that hold a link it refused (or that lie past one).
 */
export function offeredFolders(partition: { id: string; target: string }, folders: readonly { path: string; partition: string }[], refusedLinks: readonly string[]): string[] {
  const own = folders.filter((folder) => folder.partition === partition.id || under(folder.path, partition.target)).map((folder) => folder.path);
  const all = own.includes(partition.target) ? own : [partition.target, ...own];
  return all.filter((folder) => !refusedLinks.some((link) => under(link, folder) || under(folder, link)));
}

// DESIGN "Factory reset restores <data> from the factory defaults": every UCI file in one
// changeset (recorded in the store's history), the permission file, and the initial password.
import { readFile, rm } from 'node:fs/promises';
import { writeFileAtomic } from '../lib/atomic-write';
import { clearSpeechHeard } from '../system/speech/speech-heard';
import type { AdminAccount } from '../sessions/admin-account';
import type { DeviceCookies } from '../sessions/device-cookies';
import type { UciStore } from '../store/uci-store';
import type { DataPaths } from './data-paths';
import type { FactoryData } from './provision';
import { readFactoryConfigFiles } from './provision';
import { removePems } from '../store/openvpn-pem-files';

export interface ResetTarget {
  paths: DataPaths;
  store: UciStore;
  account: AdminAccount;
  factory: FactoryData;
  deviceCookies: DeviceCookies;
}

export async function resetToFactory({ paths, store, account, factory, deviceCookies }: ResetTarget): Promise<void> {
  await store.replaceAll(await readFactoryConfigFiles(paths), 'reset');
  // The next owner gets no trace of the last one's settings, not even with credentials blanked.
  await store.clearHistory('reset');
  await removePems(paths.config);
  await clearSpeechHeard(paths.state);
  await writeFileAtomic(paths.menuConf, await readFile(paths.factoryMenuConf, 'utf8'));
  await account.setPassword(factory.initialPassword);
  await account.restartFirstStart();
  // The last owner's browsers lose their device cookies (issue 26.4).
  await deviceCookies.renew();
  // Spec 6: the file sharing account goes back to the factory initial password too.
  await rm(paths.sambaPasswd, { force: true });
}

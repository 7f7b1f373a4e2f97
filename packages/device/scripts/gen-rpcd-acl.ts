// Writes the package's rpcd ACL from acl-needs.ts: `npm run acl` after changing what the console
// calls on the router (rpcd-acl.test.ts fails while the file is stale).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { aclNeeds } from '../src/ubus/acl-needs';
import { rpcdAclFile } from '../src/ubus/rpcd-acl';

const rpcdAclPath = fileURLToPath(new URL('../../../packaging/openwrt/files/usr/share/rpcd/acl.d/routerd.json', import.meta.url));

writeFileSync(rpcdAclPath, rpcdAclFile(aclNeeds));
console.log(`wrote ${rpcdAclPath}`);

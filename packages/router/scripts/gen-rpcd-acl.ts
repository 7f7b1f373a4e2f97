// Writes the package's rpcd ACL from acl-needs.ts: `npm run acl` after changing what the console
// calls on the router (rpcd-acl.test.ts fails while the file is stale), with the argument shapes
// routerd.uc `exec` checks (exec-shapes.ts); and the SIM watch
// service's rules from the contract (simwatch-rules.ts; simwatch-rules.test.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { aclNeeds } from '../../router/src/ubus/acl-needs';
import { rpcdAclFile } from '../../router/src/ubus/rpcd-acl';
import { execShapesFile } from '../../router/src/ubus/exec-shapes';
import { simWatchRulesFile } from '../../router/src/ubus/simwatch-rules';

const rpcdAclPath = fileURLToPath(new URL('../../../packaging/openwrt/files/usr/share/rpcd/acl.d/routerd.json', import.meta.url));

writeFileSync(rpcdAclPath, rpcdAclFile(aclNeeds));
console.log(`wrote ${rpcdAclPath}`);

const shapesPath = fileURLToPath(new URL('../../../packaging/openwrt/files/usr/share/routerd/exec-shapes.json', import.meta.url));
writeFileSync(shapesPath, execShapesFile(aclNeeds.execShapes ?? []));
console.log(`wrote ${shapesPath}`);

const rulesPath = fileURLToPath(new URL('../../../packaging/openwrt/files/usr/share/routerd/simwatch-rules.json', import.meta.url));
writeFileSync(rulesPath, simWatchRulesFile());
console.log(`wrote ${rulesPath}`);

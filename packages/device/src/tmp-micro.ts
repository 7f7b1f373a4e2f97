import { startTestDevice } from './testing/test-device';
import { createDispatcher } from './http/dispatcher';
import { handlers } from './ops/handlers';
const device = await startTestDevice();
const login = { access_token: await device.login() };
const dispatch = createDispatcher(device.device.services, handlers);
const call = (op: string) => dispatch({ op, method: 'GET', query: {}, token: login.access_token, clientIp: '127.0.0.1', readBody: () => ({ input: {} }) as any });
for (const op of ['get_login_info', 'get_system_status']) {
  for (let i = 0; i < 3000; i++) await call(op);
  const t = process.hrtime.bigint();
  const n = 20000;
  for (let i = 0; i < n; i++) { const a = await call(op); if (a.body.code !== '1') throw new Error(JSON.stringify(a.body)); }
  console.log(op, (Number(process.hrtime.bigint() - t) / 1e3 / n).toFixed(2), 'us per dispatch');
  const s = process.hrtime.bigint();
  for (let i = 0; i < n; i++) JSON.stringify((await call(op)).body);
  console.log(op, (Number(process.hrtime.bigint() - s) / 1e3 / n).toFixed(2), 'us with JSON');
}
await device.cleanup();

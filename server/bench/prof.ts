import { startTestServer } from '../test/harness';
const s = await startTestServer();
const token = await s.login('merchant@demo.shop', 'Merchant#2026');
for (const name of ['countUserCart', 'customerInfo', 'taskCount', 'countUserCart', 'customerInfo'] as const) {
  const t = performance.now();
  for (let i = 0; i < 200; i += 1) await s.call(name, { token });
  console.log(name, ((performance.now() - t) / 200).toFixed(2), 'ms');
}
const { customerInfo } = await import('../modules/customer/service');
let t = performance.now();
for (let i = 0; i < 200; i += 1) await customerInfo(s.services.db, 1);
console.log('service only', ((performance.now() - t) / 200).toFixed(2));
const { callerOf } = await import('../http/auth');
t = performance.now();
for (let i = 0; i < 200; i += 1) await callerOf(s.services, token, false);
console.log('auth only', ((performance.now() - t) / 200).toFixed(2));
await s.close();

/** `npm run erp:demo`: the shop on a fresh embedded database, and the reference ERP's journey against it. */
import { runJourney } from './journey';
import { startShop } from './shop';

const shop = await startShop({ port: Number(process.env.PORT ?? 0) });
console.log(`商城已启动 / shop started: ${shop.url}（演示数据，ERP 令牌已由超级管理员创建）`);
try {
  await runJourney(shop, (line) => console.log(line));
  console.log('完成 / done');
} finally {
  await shop.close();
}

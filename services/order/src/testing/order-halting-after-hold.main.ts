// The order service as it runs, except that an order stops for good once the catalog holds its
// stock: the process prints `held <orderId>` and writes nothing more, so a test can kill it at the
// worst moment, between the reservation and the order's own transaction. Run from source by
// startTypeScriptProcess.
import { bootstrapService } from '@shop/service-kit';
import { AppModule } from '../app.module';
import { orderConfigSchema, SERVICE } from '../config';
import { OrderCatalog } from '../orders/order-catalog';

const priceAndTake = OrderCatalog.prototype.priceAndTake;
OrderCatalog.prototype.priceAndTake = async function (this: OrderCatalog, ...args) {
  await priceAndTake.apply(this, args);
  process.stdout.write(`held ${args[0]}\n`);
  return new Promise<never>(() => undefined);
};

void bootstrapService(AppModule, { service: SERVICE, config: orderConfigSchema });

import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadGatewayConfig } from './config';
import { createGateway } from './create-gateway';

async function main() {
  const config = loadGatewayConfig();
  const app = await createGateway(config);
  await app.listen(config.PORT, config.HOST);
  // The bound port, not the setting: with PORT=0 the launcher reads it from this line.
  new Logger('gateway').log(`gateway listening on ${await app.getUrl()}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

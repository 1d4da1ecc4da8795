import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadGatewayConfig } from './config';
import { createGateway } from './create-gateway';

async function main() {
  const config = loadGatewayConfig();
  const app = await createGateway(config);
  await app.listen(config.PORT, config.HOST);
  new Logger('gateway').log(`gateway listening on http://${config.HOST}:${config.PORT}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

import 'reflect-metadata';
import { loadGatewayConfig } from './config';
import { createGateway } from './create-gateway';

async function main() {
  const config = loadGatewayConfig();
  const app = await createGateway(config);
  await app.listen(config.PORT, config.HOST);
  console.log(
    JSON.stringify({
      level: 'info',
      service: 'gateway',
      msg: `listening on http://${config.HOST}:${config.PORT}`,
    }),
  );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

/** A NATS server's address as the clients take it. */
export const NATS_URL_PATTERN = /^(nats|tls|wss?):\/\/\S+$/;

/**
 * NATS_URL names one server, or the nodes of a cluster comma-separated. nats.js takes them as a
 * list (given one string it reads one address), connects to any that answers and moves to
 * another when its node goes.
 */
export function natsServers(setting: string): string[] {
  return setting.split(',').map((url) => url.trim());
}

// Binding a server's port: one address, or every interface as Node does without a host.
const EVERY_INTERFACE = '::';
const EVERY_IPV4_INTERFACE = '0.0.0.0';

export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Binds every interface, as Node does without a host: IPv6 and IPv4, or IPv4 alone. */
export async function listenEverywhere(server, port) {
  try {
    return await listen(server, port, EVERY_INTERFACE);
  } catch (error) {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    return listen(server, port, EVERY_IPV4_INTERFACE);
  }
}

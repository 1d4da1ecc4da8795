import type { BaseConfig } from '../config/service-config';
import { natsSubject } from '../events/namespace';

/** The subject a pattern travels on: `<namespace>.<pattern>`, or the pattern itself. */
export function rpcSubject(pattern: string, namespace = ''): string {
  return natsSubject(namespace, pattern);
}

/** The service that answers a pattern: `rpc.<service>.<question>`. */
export function answeringService(pattern: string): string {
  return pattern.split('.')[1] ?? pattern;
}

/** The platform's NATS namespace, from NATS_NAMESPACE (checked with the rest of the settings). */
export function natsNamespaceOf(config: BaseConfig): string {
  return config.NATS_NAMESPACE;
}

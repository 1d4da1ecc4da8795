import { ConfigError } from '../config/config-error';
import type { BaseConfig } from '../config/service-config';

const NAMESPACE = /^[a-z0-9-]*$/;

/** The subject a pattern travels on: `<namespace>.<pattern>`, or the pattern itself. */
export function rpcSubject(pattern: string, namespace = ''): string {
  return namespace ? `${namespace}.${pattern}` : pattern;
}

/** The service that answers a pattern: `rpc.<service>.<question>`. */
export function answeringService(pattern: string): string {
  return pattern.split('.')[1] ?? pattern;
}

/**
 * The platform's NATS namespace: NATS_NAMESPACE from the service's configuration, read from the
 * environment while the configuration does not carry it.
 */
export function natsNamespaceOf(config: BaseConfig): string {
  const configured = (config as Partial<Record<'NATS_NAMESPACE', string>>).NATS_NAMESPACE;
  const namespace = configured ?? process.env.NATS_NAMESPACE ?? '';
  if (!NAMESPACE.test(namespace)) {
    throw new ConfigError(['NATS_NAMESPACE: expected lower-case letters, digits and dashes']);
  }
  return namespace;
}

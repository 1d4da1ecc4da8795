import { context } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';

/**
 * Names the incoming HTTP request's server span after its route template (`POST /api/order/*`),
 * as Express's instrumentation does for the services: for a framework without one (the
 * gateway's Fastify). Nothing happens while the request is not traced.
 */
export function nameRequestByRoute(route: string | undefined): void {
  const metadata = getRPCMetadata(context.active());
  if (route && metadata?.type === RPCType.HTTP) metadata.route = route;
}

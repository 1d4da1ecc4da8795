/** The service that answers a pattern: `rpc.<service>.<question>`. */
export function answeringService(pattern: string): string {
  return pattern.split('.')[1] ?? pattern;
}

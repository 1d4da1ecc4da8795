/** The part of the started SDK that shutdown needs; nothing of the SDK is loaded here. */
interface TraceExport {
  shutdown(): Promise<void>;
}

let started: TraceExport | undefined;

export function keepTracesUntilShutdown(sdk: TraceExport): void {
  started = sdk;
}

/**
 * Sends the spans still waiting for their batch, as the process shuts down; at once when the
 * process sends no traces.
 */
export async function sendLastTraces(): Promise<void> {
  await started?.shutdown();
}

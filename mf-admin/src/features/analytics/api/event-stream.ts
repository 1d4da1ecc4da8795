import { ANALYTICS_STREAM_PATH } from '@shop/contracts';

/** What the dashboard needs of a server-sent event stream. */
export interface EventStream {
  addEventListener(name: string, listener: () => void): void;
  close(): void;
}

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** Splits server-sent event text into complete events' names; `rest` waits for more text. */
export function parseEventNames(text: string): { names: string[]; rest: string } {
  const blocks = text.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const names = blocks
    .filter((block) => block.split('\n').some((line) => line.startsWith('data')))
    .map((block) => {
      const line = block.split('\n').find((candidate) => candidate.startsWith('event:'));
      return line ? line.slice('event:'.length).trim() : 'message';
    });
  return { names, rest };
}

/**
 * Server-sent events read through fetch, because EventSource cannot send the Authorization
 * header (and a token in the address would end up in logs). After a break it connects again,
 * waiting longer each time; a 401 or 403 ends it.
 */
class BearerEventStream implements EventStream {
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly abort = new AbortController();

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {
    void this.follow();
  }

  addEventListener(name: string, listener: () => void): void {
    if (!this.listeners.has(name)) this.listeners.set(name, new Set());
    this.listeners.get(name)!.add(listener);
  }

  close(): void {
    this.abort.abort();
  }

  private async follow(): Promise<void> {
    const { signal } = this.abort;
    let wait = RETRY_FIRST_MS;
    while (!signal.aborted) {
      try {
        const response = await fetch(this.url, {
          headers: { Authorization: `Bearer ${this.token}`, Accept: 'text/event-stream' },
          signal,
        });
        if (response.status === 401 || response.status === 403) return;
        if (response.ok && response.body) {
          wait = RETRY_FIRST_MS;
          await this.read(response.body.getReader());
        }
      } catch {
        // Broken or refused: connect again below, unless closed.
      }
      if (signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    }
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const parsed = parseEventNames(text + decoder.decode(value, { stream: true }));
      text = parsed.rest;
      for (const name of parsed.names)
        for (const listener of this.listeners.get(name) ?? []) listener();
    }
  }
}

/** Opens the dashboard's stream; tests put a stand-in here. */
export const eventStreams = {
  open(url: string, token: string): EventStream {
    return new BearerEventStream(url, token);
  },
};

export { ANALYTICS_STREAM_PATH };

/**
 * Stands in for the browser's EventSource (jsdom has none): records the streams a screen opens
 * and lets a test push a named event into them.
 */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent) => void): void {
    if (!this.listeners.has(name)) this.listeners.set(name, new Set());
    this.listeners.get(name)!.add(listener);
  }

  close(): void {
    this.closed = true;
  }

  push(name: string, data: unknown): void {
    const event = new MessageEvent(name, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(name) ?? []) listener(event);
  }

  /** Installs the fake as the global EventSource until the returned function is called. */
  static install(): () => void {
    FakeEventSource.opened = [];
    const original = globalThis.EventSource;
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    return () => {
      globalThis.EventSource = original;
    };
  }
}

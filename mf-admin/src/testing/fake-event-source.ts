import { eventStreams, type EventStream } from '../features/analytics/api/event-stream';

/** Stands in for the dashboard's event stream: records the streams opened, pushes named events. */
export class FakeEventSource implements EventStream {
  static opened: FakeEventSource[] = [];
  private readonly listeners = new Map<string, Set<() => void>>();
  closed = false;

  constructor(
    readonly url: string,
    readonly token: string,
  ) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(name: string, listener: () => void): void {
    if (!this.listeners.has(name)) this.listeners.set(name, new Set());
    this.listeners.get(name)!.add(listener);
  }

  close(): void {
    this.closed = true;
  }

  push(name: string): void {
    for (const listener of this.listeners.get(name) ?? []) listener();
  }

  /** Opens fakes instead of real streams until the returned function is called. */
  static install(): () => void {
    FakeEventSource.opened = [];
    const original = eventStreams.open;
    eventStreams.open = (url, token) => new FakeEventSource(url, token);
    return () => {
      eventStreams.open = original;
    };
  }
}

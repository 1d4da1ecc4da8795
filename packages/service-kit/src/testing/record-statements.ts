import { Client } from 'pg';

export interface StatementRecording {
  /** The text of every statement sent through a PostgreSQL server since the recording began. */
  statements: string[];
  stop(): void;
}

/** Records the statements every server connection of this process sends, until stop(). */
export function recordStatements(): StatementRecording {
  const statements: string[] = [];
  const query = Client.prototype.query;
  Client.prototype.query = function (this: Client, ...args: unknown[]) {
    const [text] = args;
    statements.push(typeof text === 'string' ? text : String((text as { text: string }).text));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return {
    statements,
    stop: () => {
      Client.prototype.query = query;
    },
  };
}

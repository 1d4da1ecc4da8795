import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An eurofxref-daily.xml as the ECB publishes it, of `day`, with the rates given (per euro). */
export function eurofxrefDaily(day: string, perEur: Record<string, number>): string {
  const cubes = Object.entries(perEur)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${day}'>
${cubes}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
`;
}

/** What the stand-in answers next: a status and a body (after `delayMs`), or a dropped connection. */
export type FeedAnswer = { status: number; body: string; delayMs?: number } | 'drop';

export interface ReferenceFeedStandIn {
  url: string;
  /** Answers `answer` from now on. */
  serve(answer: FeedAnswer): void;
  stop(): Promise<void>;
}

/** A stand-in of the reference feed on loopback, answering what its `answer` says. */
export async function startReferenceFeed(answer: FeedAnswer): Promise<ReferenceFeedStandIn> {
  let next = answer;
  const server: Server = createServer((request, response) => {
    const current = next;
    if (current === 'drop') {
      request.socket.destroy();
      return;
    }
    setTimeout(() => {
      response.writeHead(current.status, { 'Content-Type': 'text/xml' });
      response.end(current.body);
    }, current.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stats/eurofxref/eurofxref-daily.xml`,
    serve: (answer) => {
      next = answer;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

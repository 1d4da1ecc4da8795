import { connect } from 'node:net';

export interface RawExchange {
  /** The status line's code, 0 when nothing came back. */
  status: number;
  /** Lower-cased header names; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes `request` to host:port exactly as given (no client library in between, so malformed
 * requests reach the server malformed) and reads until the server closes the connection.
 * Interim answers (100 Continue) are skipped.
 */
export function sendRaw(url: string, request: string): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('latin1'))));
  });
}

function parseAnswer(text: string): RawExchange {
  let rest = text;
  while (/^HTTP\/1\.1 1\d\d /.test(rest)) rest = rest.slice(rest.indexOf('\r\n\r\n') + 4);
  const end = rest.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '' };
  const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = rest.slice(end + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function unchunk(text: string): string {
  let body = '';
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

import { connect, type Socket } from 'node:net';

export interface Upload {
  method?: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** The Content-Length sent; the body's own length unless the test claims more. */
  declaredLength?: number;
  /**
   * Stop sending once an answer has come, as browsers and curl do (RFC 9112 §9.6). Otherwise
   * the whole body is sent whatever comes back, the hardest case for the server.
   */
  stopOnAnswer?: boolean;
  /** Asked for on the same connection when the answer keeps it open; must answer 200. */
  followUpPath?: string;
}

export interface Answer {
  status: number;
  /** Lower-cased names. */
  headers: Record<string, string>;
  body: string;
}

export interface UploadOutcome {
  /** The first whole answer, or null when none could be read. */
  answer: Answer | null;
  /** What the socket reported, by code: a reset shows here as ECONNRESET or EPIPE. */
  errors: string[];
  /** Bytes of the body handed to the socket before the client stopped or the socket failed. */
  sent: number;
  /**
   * How the connection was left: `closed` by the server with a FIN after its answer, `reused`
   * when a second request on it was answered, else `broken`.
   */
  afterwards: 'closed' | 'reused' | 'broken';
}

/** Writes are this size, a tick apart, so an early answer comes back while the body travels. */
const CHUNK_BYTES = 64 * 1024;
/** How long the client waits for the answer, a FIN or a second answer before giving up. */
const PATIENCE_MS = 10_000;

/**
 * An upload over a raw socket (no client library that would hide a reset or stop sending on its
 * own), reading whatever the server answers while the body is still going out.
 */
export async function upload(
  base: string,
  {
    method = 'PUT',
    path,
    headers,
    body,
    declaredLength = body.length,
    stopOnAnswer = false,
    followUpPath = '/health/live',
  }: Upload,
): Promise<UploadOutcome> {
  const { hostname, port } = new URL(base);
  // Half-open: a FIN from the server does not stop this client from sending the rest.
  const socket: Socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
  const connection = watch(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });

  const head = [
    `${method} ${path} HTTP/1.1`,
    'Host: shop',
    `Content-Length: ${declaredLength}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  socket.write(`${head}\r\n\r\n`);

  let sent = 0;
  const answered = () => stopOnAnswer && connection.answers().length > 0;
  while (sent < body.length && connection.open() && !answered()) {
    const chunk = body.subarray(sent, sent + CHUNK_BYTES);
    if (!socket.write(chunk)) await connection.drainedOr(answered);
    sent += chunk.length;
    await new Promise((resolve) => setImmediate(resolve));
  }

  const answer = (await connection.nextAnswer(0)) ?? null;
  let afterwards: UploadOutcome['afterwards'] = 'broken';
  if (answer && connection.open()) {
    if (answer.headers.connection === 'close' || sent < body.length) {
      socket.end();
      if (await connection.finished()) afterwards = 'closed';
    } else {
      socket.write(`GET ${followUpPath} HTTP/1.1\r\nHost: shop\r\n\r\n`);
      const second = await connection.nextAnswer(1);
      if (second?.status === 200) afterwards = 'reused';
    }
  }
  socket.destroy();
  return { answer, errors: connection.errors, sent, afterwards };
}

function watch(socket: Socket) {
  const errors: string[] = [];
  let received = Buffer.alloc(0);
  let parsed: Answer[] = [];
  let ended = false;
  let closed = false;
  const changed = new Set<() => void>();
  const notify = () => changed.forEach((listener) => listener());
  /** What `ready` gives once it gives something; undefined if the socket closed or time ran out. */
  const until = <T>(ready: () => T | undefined) =>
    new Promise<T | undefined>((resolve) => {
      const check = () => {
        const value = ready();
        if (value === undefined && !closed) return;
        changed.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        changed.delete(check);
        resolve(undefined);
      }, PATIENCE_MS);
      changed.add(check);
      check();
    });

  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    parsed = readAnswers(received);
    notify();
  });
  socket.on('end', () => {
    ended = true;
    notify();
  });
  socket.on('error', (error: NodeJS.ErrnoException) => {
    errors.push(error.code ?? error.message);
  });
  socket.on('close', () => {
    closed = true;
    notify();
  });
  socket.on('drain', notify);

  return {
    errors,
    open: () => !closed && errors.length === 0,
    answers: () => parsed,
    nextAnswer: (index: number) => until(() => parsed[index]),
    drainedOr: (stop: () => boolean) =>
      until(() => (socket.writableNeedDrain && !stop() ? undefined : true)),
    /** True when the server closed its side cleanly (a FIN, no reset) after its answer. */
    finished: async () => {
      await until(() => (closed ? true : undefined));
      return ended && errors.length === 0;
    },
  };
}

/** The whole answers in `bytes`, interim ones (100 Continue) skipped. */
function readAnswers(bytes: Buffer): Answer[] {
  const answers: Answer[] = [];
  let rest = bytes;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) return answers;
    const [statusLine, ...lines] = rest.subarray(0, headEnd).toString('latin1').split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const body = readBody(rest.subarray(headEnd + 4), headers);
    if (!body) return answers;
    if (status >= 200) answers.push({ status, headers, body: body.text });
    rest = body.rest;
  }
}

function readBody(
  bytes: Buffer,
  headers: Record<string, string>,
): { text: string; rest: Buffer } | undefined {
  if (headers['transfer-encoding'] !== 'chunked') {
    const length = Number(headers['content-length'] ?? 0);
    if (bytes.length < length) return undefined;
    return { text: bytes.subarray(0, length).toString(), rest: bytes.subarray(length) };
  }
  const parts: Buffer[] = [];
  let rest = bytes;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd < 0) return undefined;
    const size = parseInt(rest.subarray(0, lineEnd).toString(), 16);
    if (rest.length < lineEnd + 2 + size + 2) return undefined;
    if (size === 0)
      return { text: Buffer.concat(parts).toString(), rest: rest.subarray(lineEnd + 4) };
    parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
}

/** What a person would notice of an upload: the answer's status and message, resets, the line. */
export function asSeen({ answer, errors, afterwards }: UploadOutcome) {
  const message = answer && (JSON.parse(answer.body) as { message?: string }).message;
  return { status: answer?.status ?? 0, message, errors, afterwards };
}

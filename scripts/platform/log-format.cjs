// How the launcher shows its children's output. In a terminal: one short readable line per
// entry (time, app, level, message). Otherwise, or with LOG_FORMAT=json: JSON lines, the apps'
// own as they are and every other line wrapped in the same shape, so a log shipper reads one
// format.

const LOG_FORMATS = ['pretty', 'json'];

/** LOG_FORMAT when set, else pretty in a terminal and JSON elsewhere. */
function logFormat(env = process.env, isTTY = Boolean(process.stdout.isTTY)) {
  const chosen = (env.LOG_FORMAT ?? '').trim().toLowerCase();
  if (chosen === '') return isTTY ? 'pretty' : 'json';
  if (!LOG_FORMATS.includes(chosen))
    throw new Error(`LOG_FORMAT must be pretty or json, got '${env.LOG_FORMAT}'`);
  return chosen;
}

// pino's numeric levels (the gateway's fastify logger) and nats-server's tags, as our names.
const PINO_LEVELS = {
  10: 'verbose',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const NATS_LEVELS = {
  INF: 'info',
  WRN: 'warn',
  ERR: 'error',
  FTL: 'fatal',
  DBG: 'debug',
  TRC: 'verbose',
};
const NATS_LINE = /^\[\d+\] \d{4}\/\d\d\/\d\d (\d\d:\d\d:\d\d)\.\d+ \[(\w{3})\] (.*)$/;

const SHOWN_AS_HEADER = new Set(['time', 'level', 'service', 'msg', 'pid', 'hostname', 'v']);
const HIDDEN_IN_PRETTY = new Set(['context', 'requestId', 'reqId', 'stack', 'address']);

/** A parsed entry: { time, level, msg, fields, stack }, or undefined for a plain text line. */
function parseEntry(line) {
  if (line.startsWith('{')) {
    try {
      const entry = JSON.parse(line);
      if (entry && typeof entry === 'object' && 'msg' in entry) {
        const level = typeof entry.level === 'number' ? PINO_LEVELS[entry.level] : entry.level;
        const fields = {};
        for (const [key, value] of Object.entries(entry))
          if (!SHOWN_AS_HEADER.has(key)) fields[key] = value;
        return {
          time: new Date(entry.time),
          level: level ?? 'info',
          msg: String(entry.msg),
          fields,
        };
      }
    } catch {
      // Not JSON after all: shown as text.
    }
  }
  const nats = NATS_LINE.exec(line);
  if (nats)
    return { clock: nats[1], level: NATS_LEVELS[nats[2]] ?? 'info', msg: nats[3], fields: {} };
  return undefined;
}

const COLOR = { fatal: 31, error: 31, warn: 33, info: 32, debug: 90, verbose: 90 };
const paint = (code, text, colors) => (colors ? `\x1b[${code}m${text}\x1b[0m` : text);

const clockOf = (date) =>
  (Number.isNaN(date.getTime()) ? new Date() : date).toTimeString().slice(0, 8);

function describe(value) {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/**
 * Turns one app's lines into short readable ones. Returns a function from a raw line to the
 * text to print (without newline), or null to print nothing: the gateway's fastify logs a
 * request twice (incoming, completed), shown here once with its method and path.
 */
function prettyFormatter(name, { colors = false, nameColor = 36, width = 11 } = {}) {
  const openRequests = new Map();
  const label = paint(nameColor, name.padEnd(width), colors);

  return (line, stream = 'stdout') => {
    const entry = parseEntry(line);
    if (!entry) {
      const level = stream === 'stderr' ? 'warn' : 'info';
      return `${clockOf(new Date())} ${label} ${paint(COLOR[level], level.toUpperCase().padEnd(5), colors)} ${line}`;
    }
    const { fields } = entry;
    let msg = entry.msg;
    if (msg === 'incoming request' && fields.req) {
      openRequests.set(fields.reqId, `${fields.req.method} ${fields.req.url}`);
      if (openRequests.size > 1000) openRequests.delete(openRequests.keys().next().value);
      return null;
    }
    let details = '';
    let level = entry.level;
    if (msg === 'request completed' && fields.res) {
      level = 'debug'; // as the services' request lines; fastify shows them only at debug
      msg = `${openRequests.get(fields.reqId) ?? 'request'} ${fields.res.statusCode} ${Math.round(fields.responseTime ?? 0)} ms`;
      openRequests.delete(fields.reqId);
    } else if (msg === 'request' && fields.method) {
      msg = `${fields.method} ${fields.path} ${fields.status} ${fields.durationMs} ms`;
    } else {
      details = Object.entries(fields)
        .filter(([key]) => !HIDDEN_IN_PRETTY.has(key))
        .map(([key, value]) => `${key}=${describe(value)}`)
        .join(' ');
    }
    const clock = entry.clock ?? clockOf(entry.time);
    const shownLevel = paint(COLOR[level] ?? 0, level.toUpperCase().padEnd(5), colors);
    const context = fields.context && level !== 'info' ? `[${fields.context}] ` : '';
    const stack =
      typeof fields.stack === 'string' && fields.stack
        ? `\n${fields.stack
            .split('\n')
            .slice(1)
            .map((l) => `${' '.repeat(width + 16)}${l.trim()}`)
            .join('\n')}`
        : '';
    return `${clock} ${label} ${shownLevel} ${context}${msg}${details ? `  ${paint(90, details, colors)}` : ''}${stack}`;
  };
}

/** JSON lines: an app's own JSON as it is, anything else wrapped with the app's name. */
function jsonFormatter(name) {
  return (line, stream = 'stdout') => {
    if (line.startsWith('{')) {
      try {
        JSON.parse(line);
        return line;
      } catch {
        // Wrapped below.
      }
    }
    const nats = NATS_LINE.exec(line);
    return JSON.stringify({
      time: new Date().toISOString(),
      level: nats ? (NATS_LEVELS[nats[2]] ?? 'info') : stream === 'stderr' ? 'warn' : 'info',
      service: name,
      msg: nats ? nats[3] : line,
    });
  };
}

module.exports = { LOG_FORMATS, logFormat, parseEntry, prettyFormatter, jsonFormatter };

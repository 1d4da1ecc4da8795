import type { Readable } from 'node:stream';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this travel as they are: compressing them saves nothing worth the CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON, text, JavaScript and XML (SVG included); never raster images, fonts or binaries. */
const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)(?:;|$)|image\/svg\+xml)/;

const BODILESS_STATUS = new Set([204, 304]);

function isStream(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === 'function';
}

function contentTypeOf(reply: FastifyReply): string {
  return String(reply.getHeader('content-type') ?? 'application/json');
}

/** Spelled as the compressor spells it, so it does not add the name a second time. */
function varyByEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const names = vary === undefined ? [] : [vary].flat().map(String);
  if (!names.some((name) => /accept-encoding/i.test(name)))
    reply.header('vary', [...names, 'accept-encoding'].join(', '));
}

/**
 * Runs before the compressor. A proxied answer reaches it as a stream, whose size the
 * compressor does not look at, so a service's small answer is judged here by the length it
 * declared. Every compressible answer varies by Accept-Encoding, compressed or not, so a cache
 * never hands one client's encoding to another.
 */
async function judgeStreamedAnswers(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  if (!COMPRESSIBLE_TYPE.test(contentTypeOf(reply))) return payload;
  varyByEncoding(reply);
  if (!isStream(payload)) return payload;
  const declared = Number(reply.getHeader('content-length') ?? Number.NaN);
  const tooSmall = declared < COMPRESSION_THRESHOLD_BYTES;
  if (tooSmall || request.method === 'HEAD' || BODILESS_STATUS.has(reply.statusCode)) {
    // The compressor's own opt-out, as a client would send it.
    request.headers['x-no-compression'] = 'gateway';
  }
  return payload;
}

/**
 * gzip or brotli per Accept-Encoding (brotli preferred when both are accepted) for the gateway's
 * own answers and the services' answers it relays. Must be registered before any route.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', judgeStreamedAnswers);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPE,
    // Request bodies are streamed to the services as they came, length header included.
    globalDecompression: false,
  });
}

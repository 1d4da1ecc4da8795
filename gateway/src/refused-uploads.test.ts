import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_MESSAGES } from '@shop/contracts';
import { ERROR_MESSAGES, type TokenLifetime } from '@shop/service-kit';
import {
  createTestDatabaseUrl,
  signTestToken,
  startNatsServer,
  type TestDatabase,
  type TestNatsServer,
  type TypeScriptProcess,
  asSeen,
  upload,
  type UploadOutcome,
} from '@shop/service-kit/testing';
import { CATALOG_MAIN, startCatalogProcess, startGatewayProcess } from './testing/processes';

// Real processes, started from source: the catalog service and the gateway in front of it.
jest.setTimeout(120_000);

const UPLOAD_LIMIT_MB = 8;
const MB = 1024 * 1024;
/** Each refusal is tried this often: whether the reset overtook the answer was a race. */
const TRIES = 15;

/** The back office's product form with one large photo, as the browser's FormData sends it. */
function productForm(photoBytes: number): { body: Buffer; contentType: string } {
  const boundary = `----form${randomUUID()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('name', 'Chelsea Boot') +
    field('price', JSON.stringify({ base: 240 })) +
    `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="boot.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n';
  const photo = Buffer.alloc(photoBytes, 'leather');
  return {
    body: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** After the answer the connection is closed with a FIN or kept for the next request. */
const LEFT_IN_ORDER = expect.stringMatching(/^(closed|reused)$/);

async function tries(send: () => Promise<UploadOutcome>) {
  const outcomes = [];
  for (let i = 0; i < TRIES; i++) outcomes.push(asSeen(await send()));
  return outcomes;
}

describe('an upload refused before its body was read', () => {
  let nats: TestNatsServer;
  let database: TestDatabase;
  let uploadsDir: string;
  let catalog: TypeScriptProcess;
  let gateway: TypeScriptProcess;
  let base: string;

  beforeAll(async () => {
    nats = await startNatsServer();
    database = await createTestDatabaseUrl('catalog');
    uploadsDir = mkdtempSync(join(tmpdir(), 'refused-uploads-'));
    catalog = startCatalogProcess(CATALOG_MAIN, {
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      UPLOADS_DIR: uploadsDir,
    });
    gateway = startGatewayProcess(await catalog.address, {
      UPLOAD_BODY_LIMIT_MB: String(UPLOAD_LIMIT_MB),
      EDGE_CACHE: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    base = await gateway.address;
  });

  afterAll(async () => {
    await gateway?.stop();
    await catalog?.stop();
    await nats?.stop();
    await database?.drop();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  const form = productForm(6 * MB);
  const path = `/api/product/${randomUUID()}`;
  const signedIn = (isAdmin: boolean, lifetime: TokenLifetime = '1h') => ({
    'Content-Type': form.contentType,
    Authorization: `Bearer ${signTestToken(
      { id: 'user-1', email: 'user@example.com', name: 'User', isAdmin },
      lifetime,
    )}`,
  });

  /** Every try read `status` with `message`, no reset, and the connection left in order. */
  const everyTry = (status: number, message: string) =>
    Array(TRIES).fill({ status, message, errors: [], afterwards: LEFT_IN_ORDER });

  it('reaches a caller without a token as the 401 it is', async () => {
    const outcomes = await tries(() =>
      upload(base, { path, headers: { 'Content-Type': form.contentType }, body: form.body }),
    );
    expect(outcomes).toEqual(everyTry(401, AUTH_MESSAGES.notAuthorized));
  });

  it('reaches an admin whose session expired as 401, which the back office words as such', async () => {
    const outcomes = await tries(() =>
      upload(base, { path, headers: signedIn(true, -60), body: form.body }),
    );
    expect(outcomes).toEqual(everyTry(401, AUTH_MESSAGES.notAuthorized));
  });

  it('reaches a customer as the 403 admin refusal', async () => {
    const outcomes = await tries(() =>
      upload(base, { path, headers: signedIn(false), body: form.body }),
    );
    expect(outcomes).toEqual(everyTry(403, AUTH_MESSAGES.adminOnly));
  });

  it('reaches a caller declaring more than the upload limit as 413', async () => {
    const outcomes = await tries(() =>
      upload(base, {
        path,
        headers: signedIn(true),
        body: form.body,
        declaredLength: (UPLOAD_LIMIT_MB + 1) * MB,
        // The gateway will not take the whole body, so the client does as RFC 9112 §9.6 asks:
        // it stops sending when the refusal comes.
        stopOnAnswer: true,
      }),
    );
    expect(outcomes).toEqual(everyTry(413, ERROR_MESSAGES.bodyTooLarge));
  });
});

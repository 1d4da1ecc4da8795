import {
  Body,
  Controller,
  Get,
  INestApplication,
  Module,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { AUTH_MESSAGES, type AuthUser } from '@shop/contracts';
import type { Response } from 'express';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { z } from 'zod';
import { signAccessToken } from '../auth/access-token';
import { generateSigningKeyPair } from '../auth/signing-keys';
import { AdminOnly, CurrentUser, SignedIn } from '../auth/auth.decorators';
import { AuthModule } from '../auth/auth.module';
import { DEFAULT_JWT_AUDIENCE, DEFAULT_JWT_ISSUER } from '../config/service-config';
import { capturingLogger } from '../testing/log-capture';
import { signTestToken, testSigningKeys, testTokenVerification } from '../testing/signing-keys';
import { createTestApp } from '../testing/test-app';
import { ZodValidationPipe } from '../validation/zod-validation.pipe';

const newProductSchema = z.object({
  name: z.string().min(1).max(100),
  price: z.object({ base: z.number().positive(), discount: z.number().min(0).optional() }),
});
const pageSchema = z.object({ page: z.coerce.number().int().min(1).default(1) });
const noteSchema = z.object({ note: z.unknown() });
const signUpSchema = z.object({
  name: z.string().min(1, 'Name is required'),
  password: z.string().min(8, 'Password must be at least 8 characters long'),
});

@Controller('things')
class ThingsController {
  @Post()
  create(@Body(new ZodValidationPipe(newProductSchema)) body: z.infer<typeof newProductSchema>) {
    return { success: true, data: body };
  }

  @Post('sign-up')
  signUp(@Body(new ZodValidationPipe(signUpSchema, 'form')) body: z.infer<typeof signUpSchema>) {
    return { success: true, name: body.name };
  }

  @Post('notes')
  note(@Body(new ZodValidationPipe(noteSchema)) body: z.infer<typeof noteSchema>) {
    return { success: true, kept: body.note !== undefined };
  }

  @Get()
  list(@Query(new ZodValidationPipe(pageSchema)) query: z.infer<typeof pageSchema>) {
    return { success: true, page: query.page };
  }

  @Get('echo')
  echo(@Query('q') q: string) {
    return { success: true, q };
  }

  @Post('echo')
  echoBody(@Body() body: unknown) {
    return { success: true, body };
  }

  @Get('mine')
  @SignedIn()
  mine(@CurrentUser() user: AuthUser) {
    return { success: true, user };
  }

  @Get('admin')
  @AdminOnly()
  admin(@CurrentUser() user: AuthUser) {
    return { success: true, user };
  }

  @Get('missing/:id')
  missing(@Param('id') id: string) {
    throw new NotFoundException(`Thing ${id} not found`);
  }

  @Get('half-written')
  async halfWritten(@Res() response: Response) {
    response.status(200).setHeader('content-type', 'application/json');
    response.write('{"success":true,"data":[');
    await new Promise((resolve) => setImmediate(resolve));
    throw new Error('the database went away mid-answer');
  }

  @Get('broken')
  broken() {
    throw new Error('connection string postgres://secret@db leaked?');
  }
}

@Module({
  imports: [AuthModule.forRoot(testTokenVerification())],
  controllers: [ThingsController],
})
class ThingsModule {}

const shopper = { id: 'u1', email: 'ann@example.com', name: 'Ann', isAdmin: false };
const admin = { id: 'a1', email: 'admin@example.com', name: 'Admin', isAdmin: true };

describe('service app HTTP behaviour', () => {
  let app: INestApplication;
  let http: ReturnType<typeof request>;
  const { logger, lines: logLines } = capturingLogger('things', 'debug');

  beforeAll(async () => {
    app = await createTestApp([ThingsModule], { logger });
    http = request(app.getHttpServer());
  });

  afterAll(() => app.close());

  describe('validation', () => {
    it('accepts a valid body', async () => {
      const res = await http.post('/things').send({ name: 'Chelsea boot', price: { base: 120 } });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        data: { name: 'Chelsea boot', price: { base: 120 } },
      });
    });

    it('answers 400 naming the field that is wrong', async () => {
      const res = await http.post('/things').send({ name: 'Chelsea boot', price: { base: 0 } });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/^price\.base: Too small/);
    });

    it('names every wrong field', async () => {
      const res = await http.post('/things').send({ price: { base: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('name: ');
      expect(res.body.message).toContain('price.base: ');
    });

    it("answers a form in people's words: the first problem, and each field's own", async () => {
      const res = await http.post('/things/sign-up').send({ name: '', password: 'short' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'Name is required',
        errors: [
          { field: 'name', message: 'Name is required' },
          { field: 'password', message: 'Password must be at least 8 characters long' },
        ],
      });
    });

    it('validates and converts query strings', async () => {
      expect((await http.get('/things?page=3')).body).toEqual({ success: true, page: 3 });
      const res = await http.get('/things?page=zero');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^page: /);
    });

    it.each([
      ['a field', '/things', { name: 'Chelsea\u0000boot', price: { base: 1 } }, 'name'],
      ['a key', '/things/notes', { note: { size: { 'EU\u000042': 1 } } }, 'note.size'],
    ])('refuses text holding a NUL character in %s, naming where', async (_, path, body, at) => {
      const res = await http.post(path).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${at}: must not contain NUL characters`);
    });

    it.each([
      ['a field', '/things', { name: 'Chelsea\ud800boot', price: { base: 1 } }, 'name'],
      ['a key', '/things/notes', { note: { size: { 'EU\udc0042': 1 } } }, 'note.size'],
      ['a body no schema checks', '/things/echo', { note: ['\ud83d'] }, 'note.0'],
    ])('refuses text holding a lone surrogate in %s, naming where', async (_, path, body, at) => {
      const res = await http.post(path).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: `${at}: must be well-formed Unicode text`,
      });
    });

    it('keeps a surrogate pair, which is well-formed', async () => {
      const res = await http
        .post('/things')
        .send({ name: 'Boot \ud83d\udc62', price: { base: 1 } });
      expect(res.status).toBe(201);
      expect(res.body.data.name).toBe('Boot 👢');
    });

    it.each([
      ['a query value no schema checks', '/things/echo?q=boot%00', 'q'],
      ['a route parameter', '/things/missing/7%00', 'id'],
    ])('refuses a NUL character in %s, naming it', async (_, path, at) => {
      const res = await http.get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: `${at}: must not contain NUL characters`,
      });
    });

    it('never lets the UTF-8 bytes of a lone surrogate arrive as one in a query, path or header', async () => {
      const bytes = '%ED%A0%80';
      const query = await http.get(`/things/echo?q=${bytes}`);
      expect(query.body).toEqual({ success: true, q: '\ufffd\ufffd\ufffd' });
      const path = await http.get(`/things/missing/${bytes}`);
      expect(path.status).toBe(400);
      const header = await http.get('/things').set('x-note', '\xed\xa0\x80');
      expect(header.status).toBe(200);
    });

    it('checks a body nested far deeper than the call stack without failing', async () => {
      const depth = 100_000;
      const note = `${'['.repeat(depth)}"deep\\u0000"${']'.repeat(depth)}`;
      const res = await http
        .post('/things/notes')
        .set('content-type', 'application/json')
        .send(`{"note":${note}}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^note(\.0)+: must not contain NUL characters$/);
    });

    it('answers malformed JSON with 400', async () => {
      const res = await http
        .post('/things')
        .set('content-type', 'application/json')
        .send('{"name": ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Malformed JSON body' });
    });

    it('refuses a body over 1 MB with 413', async () => {
      const res = await http
        .post('/things')
        .send({ name: 'x'.repeat(1024 * 1024 + 10), price: { base: 1 } });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, message: 'Request body too large' });
    });
  });

  describe('authentication', () => {
    it('answers 401 without a token', async () => {
      const res = await http.get('/things/mine');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: AUTH_MESSAGES.notAuthorized });
    });

    it('accepts the token header', async () => {
      const token = signTestToken(shopper);
      const res = await http.get('/things/mine').set('token', token);
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual({
        userId: 'u1',
        email: 'ann@example.com',
        name: 'Ann',
        isAdmin: false,
      });
    });

    it('accepts an Authorization bearer token', async () => {
      const token = signTestToken(shopper);
      const res = await http.get('/things/mine').set('authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      expect(res.body.user.userId).toBe('u1');
    });

    const { privateKey } = testSigningKeys();
    const otherKeys = generateSigningKeyPair();
    const signed = (payload: object, options: jwt.SignOptions) =>
      jwt.sign(payload, privateKey, { algorithm: 'RS256', ...options });
    const valid = { issuer: DEFAULT_JWT_ISSUER, audience: DEFAULT_JWT_AUDIENCE };
    it.each([
      [
        'signed with another key',
        signAccessToken(shopper, { ...valid, privateKey: otherKeys.privateKey, expiresIn: '1h' }),
      ],
      ['expired', signed({ ...shopper, exp: Math.floor(Date.now() / 1000) - 10 }, valid)],
      ['without an expiry', signed(shopper, valid)],
      [
        'from another issuer',
        signed(shopper, { ...valid, issuer: 'someone-else', expiresIn: '1h' }),
      ],
      [
        'for another audience',
        signed(shopper, { ...valid, audience: 'another-shop', expiresIn: '1h' }),
      ],
      [
        'signed with a shared secret (HS256) instead of the key',
        jwt.sign(shopper, 'a-shared-secret-that-is-long-enough!!', { ...valid, expiresIn: '1h' }),
      ],
      [
        'unsigned',
        jwt.sign(shopper, '', { ...valid, algorithm: 'none', expiresIn: '1h' } as jwt.SignOptions),
      ],
      ['missing its claims', signed({ id: 'u1' }, { ...valid, expiresIn: '1h' })],
      ['garbage', 'not-a-token'],
    ])('answers 401 for a token %s', async (_, token) => {
      const res = await http.get('/things/mine').set('token', token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: AUTH_MESSAGES.notAuthorized });
    });

    it('answers 401 before it looks at the input', async () => {
      const res = await http.get('/things/mine?q=%00');
      expect(res.status).toBe(401);
    });

    it('answers 401 on admin routes without a token, 403 for a non-admin', async () => {
      const anonymous = await http.get('/things/admin');
      expect(anonymous.status).toBe(401);
      const shopperRes = await http
        .get('/things/admin')
        .set('authorization', `Bearer ${signTestToken(shopper)}`);
      expect(shopperRes.status).toBe(403);
      expect(shopperRes.body).toEqual({ success: false, message: AUTH_MESSAGES.adminOnly });
    });

    it('lets an admin through', async () => {
      const res = await http
        .get('/things/admin')
        .set('authorization', `Bearer ${signTestToken(admin)}`);
      expect(res.status).toBe(200);
      expect(res.body.user.isAdmin).toBe(true);
    });
  });

  describe('errors', () => {
    it('keeps the status and message of an HttpException', async () => {
      const res = await http.get('/things/missing/42');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Thing 42 not found' });
    });

    it('shapes unknown routes the same way', async () => {
      const res = await http.get('/nowhere');
      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });

    it('answers an unexpected error with a bare 500 and no internals', async () => {
      const res = await http.get('/things/broken');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, message: 'Internal server error' });
      expect(JSON.stringify(res.body)).not.toContain('postgres');
      const logged = logLines.find((entry) => entry.level === 'error');
      expect(logged).toMatchObject({ service: 'things', msg: expect.stringContaining('leaked') });
      expect(logged?.stack).toContain('ThingsController.broken');
      expect(logged?.requestId).toBeDefined();
    });

    it('cuts the connection when an answer fails after it began, so it never looks complete', async () => {
      const server = app.getHttpServer();
      if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const { port } = server.address() as AddressInfo;
      const outcome = await new Promise<{ status?: number; complete: boolean }>((resolve) => {
        httpGet(`http://127.0.0.1:${port}/things/half-written`, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, complete: res.complete }));
          res.on('error', () => resolve({ status: res.statusCode, complete: false }));
          res.on('close', () => resolve({ status: res.statusCode, complete: res.complete }));
        }).on('error', () => resolve({ complete: false }));
      });
      expect(outcome).toMatchObject({ complete: false });
    });
  });

  describe('request ids', () => {
    it('echoes the caller’s request id', async () => {
      const res = await http.get('/things').set('x-request-id', 'abc-123');
      expect(res.headers['x-request-id']).toBe('abc-123');
    });

    it('logs each request at debug level with its status, duration and request id', async () => {
      await http.get('/things/missing/7').set('x-request-id', 'log-me');
      const entry = logLines.find(
        (logged) => logged.msg === 'request' && logged.requestId === 'log-me',
      );
      expect(entry).toMatchObject({
        level: 'debug',
        service: 'things',
        method: 'GET',
        path: '/things/missing/7',
        status: 404,
        durationMs: expect.any(Number),
      });
    });

    it('makes one when the caller sends none', async () => {
      const res = await http.get('/things');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});

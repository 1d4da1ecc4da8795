import { Controller, Get, INestApplication, Module, Put } from '@nestjs/common';
import { AUTH_MESSAGES } from '@shop/contracts';
import { AdminOnly } from '../auth/auth.decorators';
import { testAuthModules } from '../testing/test-auth';
import { createTestApp } from '../testing/test-app';
import { asSeen, upload } from '../testing/upload-client';

@Controller('photos')
class PhotosController {
  @Put()
  @AdminOnly()
  replace() {
    return { success: true };
  }

  @Get()
  list() {
    return { success: true, data: [] };
  }
}

@Module({
  imports: testAuthModules(),
  controllers: [PhotosController],
})
class PhotosModule {}

/** The refusal was lost to a reset only now and then, so each case is tried this often. */
const TRIES = 15;
const photo = Buffer.alloc(6 * 1024 * 1024, 'leather');

describe('a service refusing an upload before reading it', () => {
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    app = await createTestApp([PhotosModule]);
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(() => app.close());

  async function tries(headers: Record<string, string>) {
    const outcomes = [];
    for (let i = 0; i < TRIES; i++) {
      const outcome = await upload(base, {
        path: '/photos',
        headers: { 'Content-Type': 'image/jpeg', ...headers },
        body: photo,
        followUpPath: '/photos',
      });
      outcomes.push(asSeen(outcome));
    }
    return outcomes;
  }

  it('reads and drops the body, and the connection serves the next request', async () => {
    expect(await tries({})).toEqual(
      Array(TRIES).fill({
        status: 401,
        message: AUTH_MESSAGES.notAuthorized,
        errors: [],
        afterwards: 'reused',
      }),
    );
  });

  it('closes a connection the caller asked to close only after the body, never with a reset', async () => {
    expect(await tries({ Connection: 'close' })).toEqual(
      Array(TRIES).fill({
        status: 401,
        message: AUTH_MESSAGES.notAuthorized,
        errors: [],
        afterwards: 'closed',
      }),
    );
  });
});

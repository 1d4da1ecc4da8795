import {
  Body,
  Controller,
  Get,
  Module,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
  type INestApplication,
} from '@nestjs/common';
import type { AuthUser } from '@shop/contracts';
import type { Response } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { AdminOnly, CurrentUser, SignedIn } from '../auth/auth.decorators';
import { capturingLogger, type LogLine } from '../testing/log-capture';
import { useFixture } from '../testing/use-fixture';
import { testAuthModules } from '../testing/test-auth';
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
  imports: testAuthModules(),
  controllers: [ThingsController],
})
class ThingsModule {}

export const shopper = { id: 'u1', email: 'ann@example.com', name: 'Ann', isAdmin: false };
export const admin = { id: 'a1', email: 'admin@example.com', name: 'Admin', isAdmin: true };

export interface ThingsApp {
  app: INestApplication;
  http: ReturnType<typeof request>;
  /** What the app logged, at debug level. */
  logLines: LogLine[];
}

/**
 * A service app, configured as every service is, around one small controller that validates,
 * authenticates and fails in each of the ways the kit shapes.
 */
async function startThingsApp(): Promise<ThingsApp> {
  const { logger, lines } = capturingLogger('things', 'debug');
  const app = await createTestApp([ThingsModule], { logger });
  return { app, http: request(app.getHttpServer()), logLines: lines };
}

/** The things app, started for the tests around it. */
export const useThingsApp = (): ThingsApp => useFixture(startThingsApp, ({ app }) => app.close());

import {
  Controller,
  Get,
  Injectable,
  Module,
  NotFoundException,
  Post,
  RequestMethod,
  type INestApplication,
  type MiddlewareConsumer,
  type NestMiddleware,
  type NestModule,
} from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { capturingLogger } from '../../testing/log-capture';
import { samplesOf, scrapeMetrics, sumOf } from '../../testing/metrics-scrape';
import { createTestApp } from '../../testing/test-app';
import { startMetricsServer, type MetricsServer } from './metrics-server';

const REQUESTS = 'http_server_request_duration_seconds_count';

@Controller('api/things')
class ThingsController {
  @Get('search')
  search() {
    return { success: true, data: [] };
  }

  @Get(':id')
  one() {
    throw new NotFoundException('Thing not found');
  }

  @Post()
  create() {
    return { success: true };
  }
}

/** Answers a read before Nest's router sees it, as the catalog's cached reads do. */
@Injectable()
class EarlyAnswers implements NestMiddleware {
  use(request: Request, response: Response, next: NextFunction) {
    if (request.query.early !== undefined) response.status(200).json({ success: true });
    else next();
  }
}

@Module({ controllers: [ThingsController], providers: [EarlyAnswers] })
class ThingsModule implements NestModule {
  configure(consumer: MiddlewareConsumer) {
    // As the catalog mounts its cached reads: Nest makes this a route of Express's.
    consumer
      .apply(EarlyAnswers)
      .forRoutes({ path: 'api/things/{*rest}', method: RequestMethod.GET });
  }
}

describe('request metrics of a service app', () => {
  // The first logger of a process is the one it writes through: this one keeps its lines.
  const { logger, lines } = capturingLogger('things');
  let app: INestApplication;
  let metrics: MetricsServer;

  beforeAll(async () => {
    app = await createTestApp([ThingsModule], { logger });
    metrics = (await startMetricsServer(0, '127.0.0.1', logger))!;
  });

  afterAll(async () => {
    await metrics?.close();
    await app?.close();
  });

  const count = async (labels: Record<string, string>) =>
    sumOf(await scrapeMetrics(metrics.url), REQUESTS, labels) ?? 0;

  it('serves them on a port of its own and names the full address in one line', async () => {
    expect(metrics.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(lines.map((line) => line.msg)).toContain(`metrics on ${metrics.url}`);
    const samples = await scrapeMetrics(metrics.url);
    // Node's own figures come with them.
    expect(sumOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(samplesOf(samples, 'nodejs_heap_size_used_bytes')).toHaveLength(1);
    expect((await fetch(new URL('/other', metrics.url))).status).toBe(404);
  });

  it('labels a request with the route that answered it, never its path', async () => {
    const before = await count({ method: 'GET', route: '/api/things/:id', status_code: '404' });
    await request(app.getHttpServer()).get('/api/things/3f2b9c').expect(404);
    await request(app.getHttpServer()).get('/api/things/77aa01').expect(404);
    const samples = await scrapeMetrics(metrics.url);
    const labels = { method: 'GET', route: '/api/things/:id', status_code: '404' };
    expect(sumOf(samples, REQUESTS, labels)).toBe(before + 2);
    expect(
      samplesOf(samples, REQUESTS).filter((s) => /3f2b9c|77aa01/.test(s.labels.route)),
    ).toEqual([]);
  });

  it('labels a fixed route by itself, not by a parameter route its path also fits', async () => {
    const labels = { method: 'GET', route: '/api/things/search', status_code: '200' };
    const before = await count(labels);
    await request(app.getHttpServer()).get('/api/things/search').expect(200);
    expect(await count(labels)).toBe(before + 1);
  });

  it('labels a request answered before the router by the route its path fits', async () => {
    const labels = { method: 'GET', route: '/api/things/:id', status_code: '200' };
    const before = await count(labels);
    await request(app.getHttpServer()).get('/api/things/9c1d?early=1').expect(200);
    expect(await count(labels)).toBe(before + 1);
  });

  it('counts a path no route answers under one label', async () => {
    const labels = { method: 'GET', route: 'unmatched', status_code: '404' };
    const before = await count(labels);
    await request(app.getHttpServer()).get('/nowhere/5e4a').expect(404);
    await request(app.getHttpServer()).get('/elsewhere').expect(404);
    expect(await count(labels)).toBe(before + 2);
  });

  it('times each request in seconds', async () => {
    await request(app.getHttpServer()).post('/api/things').send({}).expect(201);
    const samples = await scrapeMetrics(metrics.url);
    const labels = { method: 'POST', route: '/api/things', status_code: '201' };
    const seconds = sumOf(samples, 'http_server_request_duration_seconds_sum', labels)!;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(5);
    expect(
      sumOf(samples, 'http_server_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
    ).toBe(1);
  });

  it('adds no series for a thousand requests to distinct ids', async () => {
    const series = async () => samplesOf(await scrapeMetrics(metrics.url), REQUESTS).length;
    await request(app.getHttpServer()).get('/api/things/first').expect(404);
    const before = await series();
    const server = app.getHttpServer();
    for (let i = 0; i < 1000; i += 50)
      await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          request(server)
            .get(`/api/things/${(i + j).toString(16).padStart(8, '0')}`)
            .expect(404),
        ),
      );
    expect(await series()).toBe(before);
    expect(await count({ route: '/api/things/:id', status_code: '404' })).toBeGreaterThanOrEqual(
      1000,
    );
  });
});

describe('the metrics port', () => {
  it('is not opened when set to off', async () => {
    const { logger } = capturingLogger('things');
    expect(await startMetricsServer('off', '127.0.0.1', logger)).toBeUndefined();
  });
});

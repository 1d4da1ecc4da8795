import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readDemoCatalogue } from '@shop/demo-catalogue';
import { openDatabase, type DatabaseConnection } from '@shop/service-kit';
import { createTestDatabaseUrl, type TestDatabase } from '@shop/service-kit/testing';
import { productColumns, products } from '../products/products.table';
import { generateCatalogue } from './generated-catalogue';

// Runs the script as a process on a real database; the embedded engine takes seconds to boot.
jest.setTimeout(120_000);

const run = promisify(execFile);
const HOOK = join(__dirname, '../../../../packages/service-kit/src/testing/run-typescript.cjs');
const SCRIPT = join(__dirname, 'seed-catalogue.main.ts');

describe('npm run seed:catalogue', () => {
  let database: TestDatabase;
  let folder: string;
  let settings: Record<string, string>;

  const seed = (...args: string[]) =>
    run(process.execPath, ['-r', HOOK, SCRIPT, ...args], {
      env: { ...process.env, ...settings },
    });
  /** The database as the script left it; an embedded one only once the script has closed it. */
  const open = (): Promise<DatabaseConnection> =>
    openDatabase({
      url: database.engine === 'server' ? database.url : undefined,
      dataDir: settings.DATA_DIR,
      embeddedExtensions: ['pg_trgm'],
    });

  beforeAll(async () => {
    database = await createTestDatabaseUrl('catalog-seed');
    folder = mkdtempSync(join(tmpdir(), 'catalog-seed-'));
    settings = {
      UPLOADS_DIR: join(folder, 'uploads'),
      DATA_DIR: join(folder, 'catalog'),
      // The embedded engine is this test's in-memory one: the script gets a folder instead.
      DATABASE_URL: database.engine === 'server' ? database.url : '',
      CATALOG_DATABASE_URL: '',
    };
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('adds the products asked for, then nothing more for the same seed', async () => {
    const first = await seed('--count', '300', '--seed', 'test');
    expect(first.stdout).toMatch(/^added 300 generated products \(seed "test"\) to /);

    const again = await seed('--count', '300', '--seed', 'test');
    expect(again.stdout).toMatch(
      /added 0 generated products .*; 300 of this seed were already there/,
    );

    const connection = await open();
    try {
      const rows = await connection.db.select(productColumns).from(products);
      expect(rows).toHaveLength(300);
      expect(new Set(rows.map((row) => row.name)).size).toBeGreaterThan(100);
      for (const row of rows) {
        const sizes = row.shoeDetails?.sizes ?? row.jacketDetails?.sizes ?? [];
        expect(sizes.length).toBeGreaterThan(0);
        expect(row.stockQuantity).toBe(sizes.reduce((sum, size) => sum + size.stock, 0));
        expect(row.images.length).toBeGreaterThan(0);
        for (const image of row.images) {
          expect(existsSync(join(settings.UPLOADS_DIR, image.url.replace('/uploads/', '')))).toBe(
            true,
          );
        }
        if (row.priceDiscount !== null) expect(row.priceDiscount).toBeLessThan(row.priceBase);
      }
      const active = rows.filter((row) => row.status === 'Active').length;
      expect(active / rows.length).toBeGreaterThan(0.8);
      expect(active).toBeLessThan(rows.length);
      const days = rows.map((row) => row.createdAt.getTime() / 86_400_000);
      expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(180);
    } finally {
      await connection.close();
    }
  });

  it('refuses a count that is not a whole number', async () => {
    await expect(seed('--count', 'many')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--count must be a whole number'),
    });
  });
});

describe('generated catalogue', () => {
  it('is the same for the same seed and different for another', async () => {
    const demo = await readDemoCatalogue();
    const now = Date.UTC(2025, 5, 1);
    const generate = (seed: string) => generateCatalogue({ count: 50, seed, now, demo });
    expect(generate('a')).toEqual(generate('a'));
    expect(generate('a').map((row) => row.name)).not.toEqual(generate('b').map((row) => row.name));
  });

  it('names products from the shop’s words, colourways of one model sharing a group', async () => {
    const demo = await readDemoCatalogue();
    const rows = generateCatalogue({ count: 400, seed: 'words', now: Date.now(), demo });
    expect(rows.some((row) => /Loafer$/.test(row.name) && row.productType === 'loafers')).toBe(
      true,
    );
    expect(rows.some((row) => /Chelsea Boot$/.test(row.name))).toBe(true);
    const groups = new Map<string, Set<string>>();
    for (const { modelGroup, name } of rows) {
      const group = String(modelGroup);
      groups.set(group, (groups.get(group) ?? new Set()).add(name));
    }
    expect([...groups.values()].every((names) => names.size === 1)).toBe(true);
    expect(groups.size).toBeLessThan(rows.length);
  });
});

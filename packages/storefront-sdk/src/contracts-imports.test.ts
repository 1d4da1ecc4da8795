import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The SDK is a shared module: the bundler keeps it whole, with every contracts file it takes a
// value from. Schemas reach it only through devContracts, which production builds fold to
// undefined; any other value must come from a contracts file without zod, or zod (25 KB gzip)
// joins every shopper's first visit.

const SDK = __dirname;
const CONTRACTS = join(__dirname, '../../contracts/src');

const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));

/** Names the SDK imports as values (not types, not schemas) from @shop/contracts, with where. */
function valuesTakenBySdk(): Map<string, string> {
  const taken = new Map<string, string>();
  for (const file of sources(SDK)) {
    const text = readFileSync(file, 'utf8');
    for (const [, names] of text.matchAll(/import\s*{([^}]*)}\s*from\s*'@shop\/contracts'/g)) {
      for (const raw of names.split(',')) {
        const name = raw.trim();
        if (!name || name.startsWith('type ') || name.endsWith('Schema')) continue;
        taken.set(name.split(/\s+as\s+/)[0], file);
      }
    }
    for (const [, names] of text.matchAll(/export\s*{([^}]*)}\s*from\s*'@shop\/contracts'/g)) {
      for (const raw of names.split(','))
        if (raw.trim() && !raw.trim().startsWith('type ')) taken.set(raw.trim(), file);
    }
  }
  return taken;
}

/** The contracts file exporting each value. */
function contractsFileOf(): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of sources(CONTRACTS)) {
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/export\s+(?:const|function|class|enum)\s+(\w+)/g))
      files.set(name, file);
  }
  return files;
}

describe('what the storefront SDK takes from the contracts', () => {
  it('takes them whole only in dev-contracts.ts, behind the production fold', () => {
    const whole = sources(SDK).filter((file) =>
      /import\s*\*\s*as\s+\w+\s+from\s*'@shop\/contracts'/.test(readFileSync(file, 'utf8')),
    );
    expect(whole.map((file) => file.replace(SDK, 'sdk'))).toEqual(['sdk/dev-contracts.ts']);
    expect(readFileSync(join(SDK, 'dev-contracts.ts'), 'utf8')).toContain(
      "process.env.NODE_ENV === 'production' ? undefined : contracts",
    );
  });

  it('comes, schemas apart, from files that do not import zod', () => {
    const where = contractsFileOf();
    const offending: string[] = [];
    for (const [name, sdkFile] of valuesTakenBySdk()) {
      const file = where.get(name);
      if (!file) continue;
      if (/from 'zod'/.test(readFileSync(file, 'utf8')))
        offending.push(
          `${name} (${sdkFile.replace(SDK, 'sdk')} ← ${file.replace(CONTRACTS, 'contracts')})`,
        );
    }
    expect(offending).toEqual([]);
  });
});

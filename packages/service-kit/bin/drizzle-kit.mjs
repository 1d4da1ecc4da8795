#!/usr/bin/env node
// Runs drizzle-kit for the workspace in the current directory. drizzle-kit is installed at the
// repository root while each workspace keeps its own drizzle-orm, which drizzle-kit could not
// find from there: CommonJS lookups get the workspace's node_modules through NODE_PATH, ESM
// lookups through a resolve hook.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceModules = join(process.cwd(), 'node_modules');
const drizzleKitMain = createRequire(join(process.cwd(), 'package.json')).resolve('drizzle-kit');
const drizzleKit = join(dirname(drizzleKitMain), 'bin.cjs');
const hooks = fileURLToPath(new URL('./drizzle-orm-resolution.mjs', import.meta.url));

const nodePath = [workspaceModules, process.env.NODE_PATH].filter(Boolean).join(delimiter);
const args = existsSync(join(workspaceModules, 'drizzle-orm'))
  ? ['--import', hooks, drizzleKit, ...process.argv.slice(2)]
  : [drizzleKit, ...process.argv.slice(2)];

const { status } = spawnSync(process.execPath, args, {
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: nodePath },
});
process.exit(status ?? 1);

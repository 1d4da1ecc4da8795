#!/usr/bin/env node
// Bytes on the wire without and with compression: the API answers a storefront page reads
// (through the gateway) and the JavaScript and CSS of the shell and each remote (through their
// static servers), as identity, gzip and brotli.
//   node bench/compression.mjs
import { readdirSync } from 'node:fs';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startBenchPlatform } from './platform.mjs';

const require = createRequire(import.meta.url);
const { FRONTENDS } = require('../scripts/platform/apps.cjs');

const ENCODINGS = ['identity', 'gzip', 'br'];

/** The size of an answer as it travelled, still encoded, and the encoding it came in. */
function bytesOnWire(url, encoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
        else resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' });
      });
    }).on('error', reject);
  });
}

async function measure(urls) {
  const sizes = {};
  for (const encoding of ENCODINGS) {
    sizes[encoding] = 0;
    for (const url of urls) sizes[encoding] += (await bytesOnWire(url, encoding)).bytes;
  }
  return sizes;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const saved = (from, to) => `${(100 - (to / from) * 100).toFixed(0)} %`;

function row(label, sizes) {
  const { identity, gzip, br } = sizes;
  return `| ${label} | ${kb(identity)} | ${kb(gzip)} (-${saved(identity, gzip)}) | ${kb(br)} (-${saved(identity, br)}) |`;
}

function builtScriptsAndStyles(frontend) {
  return readdirSync(path.join(frontend.dir, 'dist')).filter((name) => /\.(js|css)$/.test(name));
}

const platform = await startBenchPlatform();
try {
  const api = `http://127.0.0.1:${platform.ports.gateway}`;
  const list = await (await fetch(`${api}/api/product`)).json();
  const someProduct = list.data?.[0]?._id;
  console.log('| What | identity | gzip | brotli |');
  console.log('|---|---|---|---|');
  console.log(
    row('`GET /api/product` (the active catalogue)', await measure([`${api}/api/product`])),
  );
  if (someProduct) {
    console.log(
      row(
        '`GET /api/product/:id` (one product)',
        await measure([`${api}/api/product/${someProduct}`]),
      ),
    );
  }

  const total = { identity: 0, gzip: 0, br: 0 };
  for (const frontend of FRONTENDS) {
    const origin = `http://127.0.0.1:${platform.ports[frontend.name]}`;
    const files = builtScriptsAndStyles(frontend);
    const sizes = await measure(files.map((name) => `${origin}/${name}`));
    for (const encoding of ENCODINGS) total[encoding] += sizes[encoding];
    console.log(row(`${frontend.name}: ${files.length} JS and CSS files`, sizes));
  }
  console.log(row('shell and remotes together', total));
} finally {
  await platform.close();
}

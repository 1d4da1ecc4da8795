#!/usr/bin/env node
// Makes the local overlay's login token key pair (RSA, 2048 bits, PEM) once, on this machine:
// development-keys/jwt-private.pem and jwt-public.pem beside this file, or in the folder given.
// They are not committed (.gitignore); a pair already there is kept.
//
//   node deploy/k8s/overlays/local/make-development-keys.mjs [folder]
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'development-keys'),
);
const privateFile = path.join(folder, 'jwt-private.pem');
const publicFile = path.join(folder, 'jwt-public.pem');

if (existsSync(privateFile) && existsSync(publicFile)) {
  console.log(`development key pair already in ${folder}`);
} else {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  mkdirSync(folder, { recursive: true });
  writeFileSync(privateFile, privateKey, { mode: 0o600 });
  writeFileSync(publicFile, publicKey);
  console.log(`made a development key pair in ${folder}`);
}

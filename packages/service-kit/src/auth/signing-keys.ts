import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** RSA keys below this size are refused: 2048 bits is the floor for RS256 today. */
const MIN_RSA_BITS = 2048;

export interface SigningKeyPair {
  /** PKCS#8 PEM; only identity holds it. */
  privateKey: string;
  /** SPKI PEM; every service verifies tokens with it. */
  publicKey: string;
}

/**
 * A key from a setting: PEM with real line breaks, or with `\n` written out (a `.env` line, a
 * CI variable). Returns the key, or undefined when the text is not a key of the expected kind.
 */
export function readPemKey(text: string, kind: 'private' | 'public'): KeyObject | undefined {
  const pem = text.replace(/\\n/g, '\n').trim();
  let key: KeyObject;
  try {
    key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
  } catch {
    return undefined;
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  return key.asymmetricKeyType === 'rsa' && bits >= MIN_RSA_BITS ? key : undefined;
}

export function publicPemOf(key: KeyObject): string {
  const publicKey = key.type === 'public' ? key : createPublicKey(key);
  return publicKey.export({ type: 'spki', format: 'pem' }).toString();
}

export function privatePemOf(key: KeyObject): string {
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

export function generateSigningKeyPair(): SigningKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: MIN_RSA_BITS });
  return { privateKey: privatePemOf(privateKey), publicKey: publicPemOf(publicKey) };
}

const DEVELOPMENT_KEY_FILE = 'development-signing-key.pem';

/**
 * The repository's `.data/`: where a service started by hand in development finds the key pair
 * the other services use, whatever folder each was started from.
 */
export const DEVELOPMENT_KEYS_DIR = path.resolve(__dirname, '..', '..', '..', '..', '.data');

/**
 * The key pair kept in `dir` (the private key's PEM in `fileName`), made on first use. Services
 * starting at the same moment race to create it: the first file linked into place wins and the
 * others read it.
 */
export function developmentKeyPair(
  dir: string = DEVELOPMENT_KEYS_DIR,
  fileName: string = DEVELOPMENT_KEY_FILE,
): SigningKeyPair {
  const file = path.join(dir, fileName);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, generateSigningKeyPair().privateKey, { mode: 0o600 });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  const privateKey = createPrivateKey(fs.readFileSync(file, 'utf8'));
  return { privateKey: privatePemOf(privateKey), publicKey: publicPemOf(privateKey) };
}

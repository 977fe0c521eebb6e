import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'credentials-key';
const VERSION = 'v1';

/**
 * Seals the camera logins the server must keep to use them (an RTSP or ONVIF password) with
 * AES-256-GCM, so a copy of the database alone does not give them away. The key is
 * CREDENTIALS_KEY, or a random one kept in DATA_DIR beside the session secret (made on first use);
 * it is not the session secret, which an operator may rotate without losing every camera's login.
 */
export class CredentialBox {
  private constructor(private readonly key: Buffer) {}

  static load(env: NodeJS.ProcessEnv, dataDir: string): CredentialBox {
    if (env.CREDENTIALS_KEY) return new CredentialBox(createHash('sha256').update(env.CREDENTIALS_KEY).digest());
    const file = path.join(dataDir, KEY_FILE);
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    }
    return new CredentialBox(createHash('sha256').update(readFileSync(file, 'utf8').trim()).digest());
  }

  /** For tests: a box with a given passphrase. */
  static withPassphrase(passphrase: string): CredentialBox {
    return new CredentialBox(createHash('sha256').update(passphrase).digest());
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join('.');
  }

  /** The plain text; throws when the text was sealed with another key or altered. */
  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed credential');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }
}

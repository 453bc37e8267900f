/**
 * Third-party secrets at rest (DOMAIN.md section 0): AES-256-GCM with a 32-byte key from
 * STORE_CREDENTIALS_KEY (base64) or, when unset, one generated once and kept in server_secret like the
 * token secret. A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url); the store id is bound in as
 * additional data, so a credentials blob copied onto another store row does not open.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { serverSecret } from '../db/schema';

export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws on a wrong key, a changed blob or another context. */
  open(sealed: string, context: string): string;
  /** A stable secret derived from the key for a purpose (e.g. the sandbox apps' client secrets). */
  derive(purpose: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The credentials key must be 32 bytes (STORE_CREDENTIALS_KEY: base64 of 32 random bytes).');
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
    derive(purpose) {
      return createHmac('sha256', key).update(`derive:${purpose}`).digest('base64url');
    },
  };
}

/** The key from the environment, or the one kept in the database (created on first use). */
export async function loadSecretBox(db: DbOrTx, configured?: string): Promise<SecretBox> {
  if (configured) return createSecretBox(Buffer.from(configured, 'base64'));
  await db.insert(serverSecret).values({ name: 'store-credentials', value: randomBytes(32).toString('base64') }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecret).where(eq(serverSecret.name, 'store-credentials'));
  return createSecretBox(Buffer.from(row.value, 'base64'));
}

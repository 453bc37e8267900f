/** argon2id password hashes (OWASP parameters: 19 MiB, 2 passes). */
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package's const enum cannot be imported under isolatedModules. */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/** Verified against when the account does not exist, so a missing account costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword('decoy password that never matches'));

/**
 * Password hashes: argon2id (@node-rs/argon2, prebuilt native binaries from npm) at one of
 * OWASP's minimum settings, a random salt per password, stored in the PHC form
 * (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`) so the cost can rise later without breaking old hashes.
 * Hashes made before (scrypt, `scrypt$N$r$p$salt$hash`, compared in constant time) still verify,
 * and sign-in stores an argon2id hash in their place (`needsRehash`). Why argon2id and these
 * settings: docs/performance.md "The server at scale".
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id, m = 7 MiB, t = 5, p = 1: OWASP's Password Storage Cheat Sheet lists it with
 * m = 19 MiB, t = 2 as equal minimums; the smaller memory is the faster one here.
 */
export const ARGON2_COST = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum the package's types cannot export here)
  memoryCost: 7168,
  timeCost: 5,
  parallelism: 1,
} satisfies Options;

const ARGON2ID_PREFIX = '$argon2id$';

function scryptDerive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  bytes: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      bytes,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** A hash of the scrypt scheme stored before argon2id: true when `password` made it. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  try {
    const derived = await scryptDerive(
      password,
      Buffer.from(salt, 'base64'),
      { N: Number(n), r: Number(r), p: Number(p) },
      expected.length,
    );
    return derived.length === expected.length && timingSafeEqual(derived, expected);
  } catch {
    // Costs scrypt refuses (not a power of two, over the memory bound): no password made them.
    return false;
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), ARGON2_COST);
}

/** True when `password` is the one `stored` was made from; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  if (!stored.startsWith(ARGON2ID_PREFIX)) return false;
  try {
    return await verify(stored, password.normalize('NFC'));
  } catch {
    return false;
  }
}

/**
 * True when `stored` is not an argon2id hash of today's cost (a scrypt hash, or a lower or higher
 * cost): sign-in then stores a new hash of the password it just verified.
 */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith(ARGON2ID_PREFIX)) return true;
  try {
    const options = parseOptions(stored);
    return (
      options.memoryCost !== ARGON2_COST.memoryCost ||
      options.timeCost !== ARGON2_COST.timeCost ||
      options.parallelism !== ARGON2_COST.parallelism
    );
  } catch {
    return true;
  }
}

/**
 * A hash to compare against when the account does not exist, so a wrong e-mail takes as long as a
 * wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}

import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * OWASP's argon2id baseline. `algorithm: 2` is Algorithm.Argon2id: the
 * package declares it as an ambient const enum, which isolatedModules
 * cannot read.
 */
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * A hash of a random throw-away password with the same parameters: a login
 * for an unknown e-mail verifies against it so that it takes as long as a
 * wrong password and does not reveal which accounts exist.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$GMKYDzQP1Fxc7WckeO0M7Q$uWV0Hk2ubK3K1epAyox3YHxWgddUdOvbOKQNoMh98Is';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? DUMMY_HASH, password);
    return storedHash !== null && ok;
  } catch {
    return false;
  }
}

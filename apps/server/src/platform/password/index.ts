import { hash, verify } from '@node-rs/argon2';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** Argon2id password hashing (defaults: OWASP m = 19 MiB, t = 2, p = 1; configurable for tests). */
export class PasswordHasher {
  #dummy: Promise<string> | null = null;

  constructor(private readonly params: Argon2Params) {}

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...this.params });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Spends the time of one verification, so an unknown account answers as slowly as a known one. */
  async verifyNothing(password: string): Promise<void> {
    this.#dummy ??= this.hash('not-a-real-password-but-a-timing-equaliser');
    await this.verify(await this.#dummy, password);
  }
}

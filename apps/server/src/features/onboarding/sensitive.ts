import { createHmac, hkdfSync } from 'node:crypto';
import { isMaskedIdentifier, maskIdentifier } from '@agency/api-client/contract';
import { atRestCipher, WrongKeyError, type AtRestCipher } from '../../platform/crypto';
import { ApiError } from '../../platform/errors';

/**
 * Sensitive identifiers inside a form's data (SSN, TIN, document numbers…): found by the contract's path
 * patterns ('Tin', 'Documents[].Number', 'ListB.Number'; `[]` is every item of a list), sealed one by one
 * with AES-256-GCM under the data encryption key (platform/crypto `atRestCipher`, purpose
 * ONBOARDING_SEAL_PURPOSE) bound to agency, applicant, form and path, masked in every answer, and replaced
 * by a keyed HMAC in the canonical (signed) text.
 */
export const ONBOARDING_SEAL_PURPOSE = 'onboarding-values';
/** The key purpose of the health forms' data, sealed whole and stored apart (form-data.ts). */
export const HEALTH_SEAL_PURPOSE = 'onboarding-health';
/** The HKDF info of the canonical text's HMAC key (derived from the data encryption key). */
const HMAC_PURPOSE = 'agency-portal/onboarding-canonical-hmac';

export type Data = Record<string, unknown>;

/** One concrete sensitive value: its path ('Documents[0].Number'), where it sits, and the list item's Id. */
interface Slot {
  path: string;
  parent: Record<string, unknown>;
  key: string;
  /** The `Id` of the list item it belongs to, when the item has one (identification documents). */
  itemId: string | null;
  /** The pattern's path with the item's index or Id: how a stored value is found again. */
  match: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The slots of `patterns` in `data` that hold a key (whatever its value). */
export function slotsOf(data: Data, patterns: readonly string[]): Slot[] {
  const slots: Slot[] = [];
  for (const pattern of patterns) {
    const parts = pattern.split('.');
    const walk = (node: unknown, index: number, path: string, match: string, itemId: string | null) => {
      if (!isObject(node)) return;
      const part = parts[index]!;
      const list = part.endsWith('[]');
      const name = list ? part.slice(0, -2) : part;
      if (!Object.hasOwn(node, name)) return;
      const value = node[name];
      const here = path ? `${path}.${name}` : name;
      const matchHere = match ? `${match}.${name}` : name;
      if (list) {
        if (!Array.isArray(value)) return;
        value.forEach((item, i) => {
          const id = isObject(item) && typeof item.Id === 'string' ? item.Id : null;
          walk(item, index + 1, `${here}[${i}]`, `${matchHere}[${id === null ? i : `#${id}`}]`, id ?? itemId);
        });
        return;
      }
      if (index === parts.length - 1) slots.push({ path: here, parent: node, key: name, itemId, match: matchHere });
      else walk(value, index + 1, here, matchHere, itemId);
    };
    walk(data, 0, '', '', null);
  }
  return slots;
}

/** A deep copy of JSON data. */
export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** How a value at `path` is masked: the W-9's TIN by its type, an SSN as one, the rest as '****1234'. */
export function maskKind(path: string, data: Data): 'ssn' | 'ein' | 'other' {
  if (path === 'Tin') return data.TinType === 'ein' ? 'ein' : 'ssn';
  if (path === 'Ssn') return 'ssn';
  return 'other';
}

/** The values of `data` at `patterns` masked (a copy). */
export function maskData(data: Data, patterns: readonly string[]): Data {
  const masked = copy(data);
  for (const slot of slotsOf(masked, patterns)) {
    const value = slot.parent[slot.key];
    if (typeof value === 'string') slot.parent[slot.key] = maskIdentifier(value, maskKind(slot.path, masked));
  }
  return masked;
}

/**
 * A draft or submission from the client, with each sensitive value that still equals the mask of the stored
 * one replaced by the stored value (the screen shows masks and sends them back unchanged). List items are
 * matched by their `Id` when they have one, else by position.
 */
export function unmaskInput(input: Data, stored: Data | null, patterns: readonly string[]): Data {
  if (!stored) return input;
  const result = copy(input);
  const storedByMatch = new Map(
    slotsOf(stored, patterns).map((slot) => [slot.match, { value: slot.parent[slot.key], path: slot.path }]),
  );
  for (const slot of slotsOf(result, patterns)) {
    const value = slot.parent[slot.key];
    const previous = storedByMatch.get(slot.match);
    if (typeof value !== 'string' || !previous || typeof previous.value !== 'string' || previous.value === '') continue;
    if (sameMask(value, maskIdentifier(previous.value, maskKind(previous.path, stored))))
      slot.parent[slot.key] = previous.value;
  }
  return result;
}

/** Two masks compared as the schemas cast them: without spaces and dashes, in capitals. */
const sameMask = (a: string, b: string) => {
  const plain = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
  return plain(a) === plain(b);
};

/**
 * The paths of `data` (after `unmaskInput`) that still hold a mask: a mask sent for a value the server does
 * not hold (any more). A submission with one is refused; a draft keeps '' there instead.
 */
export function maskedPaths(data: Data, patterns: readonly string[]): string[] {
  return slotsOf(data, patterns)
    .filter((slot) => isMaskedIdentifier(slot.parent[slot.key]))
    .map((slot) => slot.path);
}

/** `data` (a copy) with every leftover mask emptied: a draft never stores a mask as a value. */
export function withoutMasks(data: Data, patterns: readonly string[]): Data {
  const result = copy(data);
  for (const slot of slotsOf(result, patterns))
    if (isMaskedIdentifier(slot.parent[slot.key])) slot.parent[slot.key] = '';
  return result;
}

/** What a sealed value is bound to: agency, applicant, form (or 'i9-section-2') and path. */
export const sealContext = (agencyId: number, applicantId: number, form: string, path: string) =>
  `onboarding:${agencyId}:${applicantId}:${form}:${path}`;

/** The key id a sealed value names ('v1.<id>.…'), or null when it is not a sealed value. */
export function sealedKeyId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^v1\.([0-9a-f]{8})\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+$/.exec(value);
  return match ? match[1]! : null;
}

/** The onboarding values' cipher and canonical HMAC under one data encryption key. */
export interface ValueVault {
  readonly cipher: AtRestCipher;
  /** The cipher of the health forms' data (HEALTH_SEAL_PURPOSE), used by form-data.ts. */
  readonly health: AtRestCipher;
  /** Seals every non-empty sensitive value of `data` (a copy). */
  seal(data: Data, scope: { agencyId: number; applicantId: number; form: string }, patterns: readonly string[]): Data;
  /** Opens every sealed value of `data` (a copy); a value sealed under another key is a clear error. */
  open(data: Data, scope: { agencyId: number; applicantId: number; form: string }, patterns: readonly string[]): Data;
  /** 'hmac-sha256:<hex>' of a sensitive value: what the canonical text holds instead of it. */
  hmac(value: string): string;
}

export function createValueVault(dataKey: Buffer): ValueVault {
  const cipher = atRestCipher(dataKey, ONBOARDING_SEAL_PURPOSE);
  const hmacKey = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), HMAC_PURPOSE, 32));
  return {
    cipher,
    health: atRestCipher(dataKey, HEALTH_SEAL_PURPOSE),
    seal(data, scope, patterns) {
      const sealed = copy(data);
      for (const slot of slotsOf(sealed, patterns)) {
        const value = slot.parent[slot.key];
        if (typeof value !== 'string' || value === '') continue;
        slot.parent[slot.key] = cipher.seal(
          value,
          sealContext(scope.agencyId, scope.applicantId, scope.form, slot.path),
        );
      }
      return sealed;
    },
    open(data, scope, patterns) {
      const opened = copy(data);
      for (const slot of slotsOf(opened, patterns)) {
        const value = slot.parent[slot.key];
        if (sealedKeyId(value) === null) continue;
        try {
          slot.parent[slot.key] = cipher.open(
            value as string,
            sealContext(scope.agencyId, scope.applicantId, scope.form, slot.path),
          );
        } catch (error) {
          throw new ApiError(
            500,
            error instanceof WrongKeyError ? 'data_key_unknown' : 'sealed_value_damaged',
            error instanceof WrongKeyError
              ? `A sensitive value of ${scope.form} was sealed under data key ${sealedKeyId(value)}, not the current DATA_ENCRYPTION_KEY (${cipher.keyId}). Give every instance the same DATA_ENCRYPTION_KEY, or re-seal with \`agency-server rotate-data-key\` and OLD_DATA_ENCRYPTION_KEY.`
              : `A sensitive value of ${scope.form} (${slot.path}) cannot be decrypted: it is damaged.`,
          );
        }
      }
      return opened;
    },
    hmac(value) {
      return `hmac-sha256:${createHmac('sha256', hmacKey).update(value, 'utf8').digest('hex')}`;
    },
  };
}

/** JSON with the keys of every object sorted (the canonical form of a document). */
export function canonicalJson(value: unknown): string {
  const sort = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(sort);
    if (isObject(node))
      return Object.fromEntries(
        Object.keys(node)
          .sort()
          .map((key) => [key, sort(node[key])]),
      );
    return node;
  };
  return JSON.stringify(sort(value));
}

/** The data of the canonical text: each non-empty sensitive value replaced by its HMAC. */
export function canonicalData(data: Data, patterns: readonly string[], vault: ValueVault): Data {
  const result = copy(data);
  for (const slot of slotsOf(result, patterns)) {
    const value = slot.parent[slot.key];
    if (typeof value === 'string' && value !== '') slot.parent[slot.key] = vault.hmac(value);
  }
  return result;
}

/** The value at a concrete path ('Documents[0].Number', 'ListB.Number'), or undefined. */
export function valueAt(data: Data, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split('.')) {
    const match = /^([A-Za-z0-9]+)(?:\[(\d{1,3})\])?$/.exec(part);
    if (!match || !isObject(node)) return undefined;
    node = node[match[1]!];
    if (match[2] !== undefined) {
      if (!Array.isArray(node)) return undefined;
      node = node[Number(match[2])];
    }
  }
  return node;
}

/** Whether a concrete path is one of the patterns' ('Documents[3].Number' of 'Documents[].Number'). */
export function isSensitivePath(path: string, patterns: readonly string[]): boolean {
  const general = path.replace(/\[\d{1,3}\]/g, '[]');
  return patterns.includes(general);
}

import type { StorageConfig } from '../../platform/storage';
import type { EnvReader } from './env';

export interface StorageSettings {
  /** Where uploads go: the database unless S3_BUCKET is set. */
  storage: StorageConfig;
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];

/** S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
export function storageSettings(r: EnvReader): StorageSettings {
  const bucket = r.read('S3_BUCKET');
  if (bucket === undefined) {
    const stray = S3_VARIABLES.filter((name) => r.read(name) !== undefined);
    if (stray.length > 0)
      r.problems.push(
        `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to store uploads in S3-compatible storage, or remove them to keep uploads in the database.`,
      );
    return { storage: { kind: 'database' } };
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    r.problems.push(`S3_BUCKET="${bucket}" must be a bucket name: 3-63 lowercase letters, digits, '.' and '-'.`);
  const endpoint = r.url('S3_ENDPOINT', ['http:', 'https:']);
  const region = r.read('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region))
    r.problems.push(`S3_REGION="${region}" must be a region name such as us-east-1 or auto.`);
  const accessKeyId = r.read('S3_ACCESS_KEY_ID');
  const secretAccessKey = r.read('S3_SECRET_ACCESS_KEY');
  // Never echo the secret: name the variable only.
  if (accessKeyId === undefined) r.problems.push('S3_ACCESS_KEY_ID is required when S3_BUCKET is set.');
  if (secretAccessKey === undefined) r.problems.push('S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set.');
  return {
    storage: {
      kind: 's3',
      endpoint,
      bucket,
      region,
      accessKeyId: accessKeyId ?? '',
      secretAccessKey: secretAccessKey ?? '',
      forcePathStyle: r.boolean('S3_FORCE_PATH_STYLE', false),
    },
  };
}

/** The tenant rule (SPEC §7, `old`): one implementation for the client's hint and the server's host lookup. */

/** A tenant slug is a DNS label: lowercase letters, digits and inner hyphens, 1 to 63 characters. */
export function isTenantSlug(value: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(value);
}

/**
 * The tenant label of a host name: its first label; `www` falls back to the second label. A host without a
 * usable label gives null: no host, a one-label host (`localhost`), an IP address, or a label that is not a
 * DNS label. A port (as in `location.host` or the Host header) and a trailing dot are ignored.
 */
export function tenantLabelFromHost(host: string | null | undefined): string | null {
  const name = (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^([^:]+):\d+$/, '$1')
    .replace(/\.$/, '');
  if (name === '' || name.includes(':') || name.startsWith('[')) return null; // empty or IPv6
  const labels = name.split('.');
  if (labels.length < 2 || labels.every((label) => /^\d+$/.test(label))) return null; // one label, IPv4
  const label = labels[0] === 'www' ? labels[1] : labels[0];
  return label !== undefined && label !== 'www' && isTenantSlug(label) ? label : null;
}

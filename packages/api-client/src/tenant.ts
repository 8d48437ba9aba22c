/**
 * The tenant hint `old` of SPEC §7, from the host name: its first label; `www` falls back to the second
 * label. A host without a usable label falls back to `defaultTenant`: no host, a one-label host
 * (`localhost`), an IP address, or a label that is not a DNS label.
 */
export function tenantFromHost(host: string | null | undefined, defaultTenant: string): string {
  const name = (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^([^:]+):\d+$/, '$1') // a port, as in `location.host`
    .replace(/\.$/, '');
  if (name === '' || name.includes(':') || name.startsWith('[')) return defaultTenant; // empty or IPv6
  const labels = name.split('.');
  if (labels.length < 2 || labels.every((label) => /^\d+$/.test(label))) return defaultTenant; // one label, IPv4
  const label = labels[0] === 'www' ? labels[1] : labels[0];
  return label !== undefined && label !== 'www' && isDnsLabel(label) ? label : defaultTenant;
}

export function isDnsLabel(value: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(value);
}

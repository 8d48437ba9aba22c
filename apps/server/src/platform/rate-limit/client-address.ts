import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * What the per-address limits count for an address: an IPv4 address as it is, an IPv6 address by its /64
 * network. One IPv6 subscriber (a home line, a phone, a cloud server) gets at least a /64 and may use any
 * of its 2^64 addresses: counted one by one, every request could come from a fresh address, so no
 * per-address limit (the sign-in throttle's per IP and per account + IP, its ceiling's one attempt per
 * address) would ever bite. IPv4-mapped IPv6 addresses (::ffff:192.0.2.1) are their IPv4 address.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = expandIPv6(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The client's address as the per-address limits count it (`addressKey` of `request.ip`). */
// `request.ip` is undefined once the socket is gone (its type says string): counted as one unknown client.
export const clientAddressKey = (request: FastifyRequest): string =>
  addressKey((request.ip as string | undefined) ?? 'unknown');

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part is two groups). */
function expandIPv6(address: string): number[] {
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [Number.parseInt(group, 16)];
      const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const [head, tail] = address.split('::') as [string, string | undefined];
  const start = parse(head);
  if (tail === undefined) return start;
  const end = parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

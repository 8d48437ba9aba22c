import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { addressKey } from '../rate-limit';

/** The names proxy-addr (Fastify's trustProxy) knows, as the ranges they stand for. */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/**
 * Whether a TCP peer is a proxy the server trusts (TRUST_PROXY): with a hop count every peer is (the nearest
 * hop is the proxy in front), with a list the listed addresses and ranges, with none no peer.
 */
export function trustedPeer(setting: false | number | readonly string[]): (address: string) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return () => true;
  const list = new BlockList();
  for (const entry of setting) {
    for (const [network, bits, family] of NAMED_RANGES[entry] ?? []) list.addSubnet(network, bits, family);
    if (NAMED_RANGES[entry]) continue;
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (peer) => {
    const address = peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    if (isIPv4(address)) return list.check(address, 'ipv4');
    return isIPv6(address) && list.check(address, 'ipv6');
  };
}

/**
 * A cap on the connections one client address holds at once (HTTP_MAX_CONNECTIONS_PER_IP; 0: none), beside the
 * server's total (HTTP_MAX_CONNECTIONS): one client can no longer take every connection. Counted per TCP peer as
 * the rate limits count (an IPv4 address, an IPv6 /64); a connection over the cap is closed at once, before any
 * byte is read (as Node closes those over the total). A trusted proxy's connections are not capped (it carries
 * many clients: its own per-client limit applies, nginx's `limit_conn`). `onRefused` hears each refusal.
 */
export function limitConnectionsPerAddress(
  server: Server,
  options: { max: number; exempt: (address: string) => boolean; onRefused?: (key: string) => void },
): void {
  if (options.max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || options.exempt(address)) return;
    const key = addressKey(address);
    const count = open.get(key) ?? 0;
    if (count >= options.max) {
      socket.destroy();
      options.onRefused?.(key);
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}

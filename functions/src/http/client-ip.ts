import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';
import type { Mode } from '../config';

/**
 * Which hops in front of the function may name the client. Only a hop we trust
 * appends to X-Forwarded-For; everything left of what it appended is the
 * client's own say, and ignored.
 * - `hops`: that many proxies in front, each appending the address it saw.
 * - `google`: deployed. Google's front end (Cloud Run) always appends the address that connected to it,
 *   which is the client on a direct call to the function URL, or a Firebase Hosting (Fastly) edge when
 *   the call came through Hosting; only then is the entry the edge appended (the client) trusted too.
 */
export type ProxyTrust = { kind: 'hops'; hops: number } | { kind: 'google'; hostingEdges: readonly string[] };

/** Fastly's published edge ranges (api.fastly.com/public-ip-list), which Firebase Hosting serves from. */
export const HOSTING_EDGE_CIDRS = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
] as const;

/**
 * Deployed: Google's front end plus, when the request came through Hosting, its edge.
 * Locally the Hosting and Functions emulators copy X-Forwarded-For as the client sent it
 * and append nothing, so no header entry is trusted: the client is the emulator's loopback peer.
 */
export function defaultProxyTrust(mode: Mode): ProxyTrust {
  return mode === 'deployed' ? { kind: 'google', hostingEdges: HOSTING_EDGE_CIDRS } : { kind: 'hops', hops: 0 };
}

const strip = (addr: string) => (addr.startsWith('::ffff:') && isIPv4(addr.slice(7)) ? addr.slice(7) : addr);

/** Express's `trust proxy` setting for a policy: called for each address from the socket outwards. */
export function trustProxySetting(trust: ProxyTrust): (addr: string, i: number) => boolean {
  if (trust.kind === 'hops') return (_addr, i) => i < trust.hops;
  const edges = new BlockList();
  for (const cidr of trust.hostingEdges) {
    const [net, bits] = cidr.split('/');
    edges.addSubnet(net!, Number(bits), isIPv6(net!) ? 'ipv6' : 'ipv4');
  }
  const isEdge = (addr: string) => {
    const a = strip(addr);
    if (isIPv4(a)) return edges.check(a, 'ipv4');
    return isIPv6(a) && edges.check(a, 'ipv6');
  };
  // i = 0: Cloud Run's own peer; i = 1: what Google's front end appended; i = 2: what a Hosting edge appended.
  return (addr, i) => i === 0 || (i === 1 && isEdge(addr));
}

/** An IPv6 address as its 8 groups (zone dropped, an IPv4 tail read as two groups), or null when it is not one. */
function ipv6Groups(addr: string): number[] | null {
  const a = addr.split('%')[0]!;
  if (!isIPv6(a)) return null;
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  const hex = quad ? `${a.slice(0, quad.index)}${((+quad[1]! << 8) | +quad[2]!).toString(16)}:${((+quad[3]! << 8) | +quad[4]!).toString(16)}` : a;
  const [head, tail] = hex.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The network per-IP limits count a client by: an IPv4 address in full, an IPv4-mapped IPv6 address
 * (::ffff:a.b.c.d) as that IPv4 address, and any other IPv6 address by its /64, since a mobile
 * network (Jio, Airtel) gives each phone a /64 of its own to rotate through.
 */
export function limitNetwork(addr: string): string {
  const v4 = strip(addr);
  if (isIPv4(v4)) return v4;
  const g = ipv6Groups(addr);
  if (!g) return addr;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join('.');
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

/** The client as per-IP limits count it (limitNetwork of the address the trusted hops saw): never a value the client chose. */
export const clientIp = (req: Request): string => limitNetwork(req.ip ?? req.socket.remoteAddress ?? 'unknown');

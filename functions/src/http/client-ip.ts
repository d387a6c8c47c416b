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

/** The client address the trusted hops saw: never a value the client chose. */
export const clientIp = (req: Request): string => strip(req.ip ?? req.socket.remoteAddress ?? 'unknown');

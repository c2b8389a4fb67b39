import { createHash } from 'node:crypto';
import { isIP } from 'node:net';

// The first 64 bits of an IPv6 address: one subscriber usually holds a whole /64, so counting
// single addresses would let one client rotate through 2^64 buckets.
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.split('::');
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const left = groups(head);
  const right = groups(tail);
  const full = [
    ...left,
    ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ];
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** What one client is counted as: its IPv4 address, or its IPv6 /64. */
export function rateLimitSubject(address: string): string {
  return isIP(address) === 6 ? ipv6Prefix64(address) : address;
}

/**
 * The limiter key of a client on a route. The address is hashed (sha256, not keyed): the rows
 * live a few minutes and never hold an address in clear, though a hash of an IPv4 address can
 * be reversed by trying all 2^32. A keyed hash would need one secret shared by every instance;
 * the embedded setup has none, and a secret that differs between instances would split the limit.
 */
export function rateLimitKey(route: string, address: string): string {
  const digest = createHash('sha256').update(rateLimitSubject(address)).digest('base64url');
  return `${route}:${digest.slice(0, 22)}`;
}

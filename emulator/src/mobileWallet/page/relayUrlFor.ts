/**
 * The emulator's relay for a page it serves: the same host, path /relay, ws: or wss: after the
 * page's own scheme.
 *
 * @example
 * relayUrlFor({ protocol: 'http:', host: '127.0.0.1:4100' }) // 'ws://127.0.0.1:4100/relay'
 */
export function relayUrlFor(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/relay`
}

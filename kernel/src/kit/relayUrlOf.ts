/** The relay the emulator serves beside an API origin: `http(s)://host/x` -> `ws(s)://host/relay`. */
export function relayUrlOf(apiUrl: string): string {
  const url = new URL(apiUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = '/relay'
  url.search = ''
  url.hash = ''
  return url.toString()
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '0.0.0.0'])

/** True for an RPC URL on this machine (the emulator's Hardhat chains). */
export function isLocalRpcUrl(url: string | undefined): boolean {
  if (typeof url !== 'string') return false
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname)
  } catch {
    return false
  }
}

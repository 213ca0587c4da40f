/** The browser profiles (devices) each email account has logged in from. */
export interface DeviceBook {
  isKnown(account: string, deviceId: string): boolean
  trust(account: string, deviceId: string): void
  /** The account moved to another email (update email): its devices go with it. */
  move(from: string, to: string): void
}

/**
 * Device verification: an email account remembers the devices it logged in from; a login from
 * another one is approved by a code sent to the mailbox first (spec §7 'connect device').
 */
export function createDeviceBook(): DeviceBook {
  const devices = new Map<string, Set<string>>()
  const key = (account: string) => account.trim().toLowerCase()
  return {
    isKnown: (account, deviceId) => devices.get(key(account))?.has(deviceId) ?? false,
    trust(account, deviceId) {
      const known = devices.get(key(account)) ?? new Set<string>()
      known.add(deviceId)
      devices.set(key(account), known)
    },
    move(from, to) {
      const known = devices.get(key(from))
      if (!known) return
      devices.delete(key(from))
      devices.set(key(to), known)
    },
  }
}

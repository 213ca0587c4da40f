/** The wagmi versions this package is built and tested for (its `@wagmi/core` peer range). */
export const SUPPORTED_WAGMI_RANGE = '^2.16.0 || ^3.0.0'

/**
 * Throws when `found` (the app's `@wagmi/core` version) is outside SUPPORTED_WAGMI_RANGE, naming
 * both: a wagmi the adapter was never tested with fails at startup, not on a visitor's click.
 */
export function assertWagmiVersion(found: string): void {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(found)
  const major = Number(match?.[1])
  const minor = Number(match?.[2])
  const supported = (major === 2 && minor >= 16) || major === 3
  if (!match || !supported) {
    throw new Error(
      `@appkit/wagmi supports wagmi (@wagmi/core) ${SUPPORTED_WAGMI_RANGE}; found ${found || 'no version'}`,
    )
  }
}

import { AppKitError } from '@appkit/kernel'

/** The ethers range this package is written and tested against (its peer dependency). */
export const SUPPORTED_ETHERS_RANGE = '^5.7.0'

/**
 * Throws when `found` (ethers' `version` export: 'ethers/5.8.0' in ethers 5, '6.17.0' in ethers 6)
 * is not ethers 5.7 or a later 5.x: the adapter relies on ethers 5's Web3Provider, which ethers 6
 * replaced with BrowserProvider.
 */
export function assertEthersVersion(found: string): void {
  const version = String(found).replace(/^ethers\//, '')
  const match = /^v?(\d+)\.(\d+)\.\d+(?:[-+].*)?$/.exec(version)
  const major = match ? Number(match[1]) : undefined
  if (major === 5 && Number(match?.[2]) >= 7) return
  throw new AppKitError(
    `@appkit/ethers5 supports ethers ${SUPPORTED_ETHERS_RANGE}; found ${version}`,
    {
      category: 'CONFIGURATION_ERROR',
      code: 'UNSUPPORTED_ETHERS_VERSION',
      metaMessages:
        major === 6
          ? ['For ethers 6, use @appkit/ethers.']
          : major === 5
            ? ['Upgrade ethers to 5.7 or later.']
            : [],
    },
  )
}

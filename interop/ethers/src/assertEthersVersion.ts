import { AppKitError } from '@appkit/kernel'

/** The ethers range this package is written and tested against (its peer dependency). */
export const SUPPORTED_ETHERS_RANGE = '^6.0.0'

/**
 * Throws when `found` (ethers' `version` export, e.g. '6.17.0'; ethers 5 says 'ethers/5.8.0')
 * is not an ethers 6 version: the adapter relies on ethers 6's BrowserProvider and
 * JsonRpcSigner, which ethers 5 does not have.
 */
export function assertEthersVersion(found: string): void {
  const version = String(found).replace(/^ethers\//, '')
  const major = /^v?(\d+)\.\d+\.\d+(?:[-+].*)?$/.exec(version)?.[1]
  if (major === '6') return
  throw new AppKitError(
    `@appkit/ethers supports ethers ${SUPPORTED_ETHERS_RANGE}; found ${version}`,
    {
      category: 'CONFIGURATION_ERROR',
      code: 'UNSUPPORTED_ETHERS_VERSION',
      metaMessages: major === '5' ? ['For ethers 5, use @appkit/ethers5.'] : [],
    },
  )
}

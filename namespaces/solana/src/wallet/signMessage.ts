import { AppKitError } from '@appkit/kernel'
import { hasBytes, type StandardWallet, walletFeature } from '../discovery/StandardWallet.js'
import { encodeBase58 } from '../encodeBase58.js'
import { findWalletAccount } from './findWalletAccount.js'
import { firstOf } from './firstOf.js'

type SignMessageFeature = {
  signMessage(
    ...inputs: { account: unknown; message: Uint8Array }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}

/**
 * Signs a UTF-8 message with `solana:signMessage`; resolves with the ed25519 signature in
 * base58 (what Solana wallets and verifiers exchange).
 */
export async function signMessage(
  wallet: StandardWallet,
  parameters: { address: string; message: string },
): Promise<string> {
  const feature = walletFeature<SignMessageFeature>(wallet, 'solana:signMessage', 'signMessage')
  if (!feature) {
    throw new AppKitError('Method not supported', {
      category: 'PROVIDER_ERROR',
      details: `${wallet.name} cannot sign messages`,
    })
  }
  const account = findWalletAccount(wallet, parameters.address)
  const outputs: unknown = await feature.signMessage({
    account,
    message: new TextEncoder().encode(parameters.message),
  })
  const output = firstOf(outputs)
  if (!hasBytes(output, 'signature', 64)) {
    throw new AppKitError('Invalid signature', {
      category: 'PROVIDER_ERROR',
      details: `${wallet.name} returned no 64-byte signature`,
    })
  }
  return encodeBase58((output as { signature: Uint8Array }).signature)
}

import type { CaipNetworkId } from '@appkit/kernel'
import { mnemonicToAccount } from 'viem/accounts'
import { createMessageData } from '../message/createMessageData.js'
import { formatSiwxMessage } from '../message/formatSiwxMessage.js'
import type { SiwxSession } from '../message/SiwxMessageData.js'

/** The local chains' test mnemonic (DESIGN.md); account 0 is the emulator's first account. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

export function testAccount(index = 0) {
  return mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index })
}

/** TEST HELPER: a sign-in session really signed by a test account (EIP-191). */
export async function signSession(parameters: {
  nonce: string
  domain?: string
  chainId?: CaipNetworkId
  accountIndex?: number
  now?: number
  expiresInMs?: number
}): Promise<SiwxSession> {
  const account = testAccount(parameters.accountIndex)
  const chainId = parameters.chainId ?? 'eip155:31337'
  const domain = parameters.domain ?? 'app.example'
  const data = createMessageData({
    caipNetwork: { caipNetworkId: chainId, chainNamespace: 'eip155' },
    address: account.address,
    domain,
    uri: `https://${domain}`,
    nonce: parameters.nonce,
    now: parameters.now ?? Date.now(),
    expiresInMs: parameters.expiresInMs ?? 3_600_000,
  })
  const message = formatSiwxMessage(data)
  return { data, message, signature: await account.signMessage({ message }) }
}

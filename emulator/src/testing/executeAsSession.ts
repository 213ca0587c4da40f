import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  type LocalAccount,
  type PublicClient,
} from 'viem'
import { listAccounts } from '../chains/listAccounts.js'
import { appKitSmartAccountArtifact } from '../chains/smartAccountArtifacts.js'
import { readSessionOnChain } from '../secureSite/sessions/readSessionOnChain.js'
import { localChain } from '../secureSite/signing/localChain.js'
import type { SmartAccountCall } from '../secureSite/smartAccount/smartAccountSignatures.js'
import { signSessionExecute } from '../secureSite/smartAccount/smartAccountSignatures.js'

export interface ExecuteAsSessionParameters {
  rpcUrl: string
  /** The smart account that granted the session. */
  account: Address
  /** The session id (the ERC-7715 `context` wallet_grantPermissions answered). */
  sessionId: Hex
  calls: readonly SmartAccountCall[]
  /** The session signer's key (e.g. viem's privateKeyToAccount of the granted key). */
  sessionKey: LocalAccount
  /** Who submits and pays the gas: an unlocked node account; default the node's first one. */
  submitter?: Address
}

/**
 * Runs `calls` as the session on a local node: reads the session's nonce, has `sessionKey`
 * sign (EIP-712, see signSessionExecute) and submits AppKitSmartAccount.executeAsSession.
 * Simulated first, so a refused call rejects with the contract's named error (viem's
 * ContractFunctionExecutionError; `.cause.data.errorName`, e.g. 'AllowanceExceeded').
 * Resolves with the mined transaction's hash.
 *
 * @example
 * await executeAsSession({ rpcUrl, account, sessionId: response.context,
 *   calls: [{ to: recipient, value: parseEther('0.01'), data: '0x' }], sessionKey })
 */
export async function executeAsSession(parameters: ExecuteAsSessionParameters): Promise<Hash> {
  const { rpcUrl, account, sessionId, calls, sessionKey } = parameters
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ transport }) as PublicClient
  const chainId = await client.getChainId()
  const session = await readSessionOnChain(client, account, sessionId)
  const submitter = parameters.submitter ?? (await listAccounts(rpcUrl))[0]
  if (!submitter) throw new Error(`No account to submit from at ${rpcUrl}`)
  const signature = await signSessionExecute(sessionKey, {
    account,
    chainId,
    sessionId,
    calls,
    nonce: session?.nonce ?? 0n,
  })
  const request = {
    address: account,
    abi: appKitSmartAccountArtifact.abi,
    functionName: 'executeAsSession',
    args: [sessionId, calls, signature],
    account: submitter,
  } as const
  await client.simulateContract(request)
  const wallet = createWalletClient({ chain: localChain(chainId, rpcUrl), transport })
  const hash = await wallet.writeContract({ ...request, chain: wallet.chain })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`executeAsSession reverted in ${hash}`)
  return hash
}

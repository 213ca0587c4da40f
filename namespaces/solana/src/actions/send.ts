import type { AdapterSendRequest } from '@appkit/kernel'
import { AppKitError } from '@appkit/kernel'
import { type Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { hasBytes, type StandardWallet, walletFeature } from '../discovery/StandardWallet.js'
import { encodeBase58 } from '../encodeBase58.js'
import { walletStandardChainOf } from '../networks/walletStandardChainOf.js'
import { findWalletAccount } from '../wallet/findWalletAccount.js'
import { firstOf } from '../wallet/firstOf.js'
import { buildTokenTransfer } from './buildTokenTransfer.js'
import { parseLamports } from './parseLamports.js'
import { tokenMintAddress } from './tokenMintAddress.js'

type SignAndSendFeature = {
  signAndSendTransaction(
    ...inputs: { account: unknown; transaction: Uint8Array; chain: string }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}
type SignTransactionFeature = {
  signTransaction(
    ...inputs: { account: unknown; transaction: Uint8Array; chain: string }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}

/** Builds the unsigned System Program transfer of `lamports` from `from` to `to`. */
export async function buildTransfer(
  connection: Connection,
  parameters: { from: string; to: string; lamports: bigint },
): Promise<Uint8Array> {
  const from = new PublicKey(parameters.from)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({
      fromPubkey: from,
      toPubkey: new PublicKey(parameters.to),
      lamports: parameters.lamports,
    }),
  )
  return new Uint8Array(transaction.serialize({ requireAllSignatures: false }))
}

/**
 * Sends SOL (a System Program transfer) or, when the token has an address (its mint, plain or
 * chain-prefixed), an SPL token (TransferChecked, creating the receiver's associated token account when missing). The
 * wallet signs and sends it itself (`solana:signAndSendTransaction`) or hands it back signed
 * (`solana:signTransaction`) for the RPC. Resolves with the base58 signature.
 */
export async function send(
  connection: Connection,
  wallet: StandardWallet,
  request: AdapterSendRequest,
): Promise<string> {
  const account = findWalletAccount(wallet, request.from)
  const tokenAddress = request.token?.address
  const mint = tokenAddress ? tokenMintAddress(tokenAddress, request.caipNetwork) : undefined
  const transaction = mint
    ? await buildTokenTransfer(connection, {
        from: request.from,
        to: request.to,
        mint,
        amount: parseLamports(request.amount, request.token?.decimals ?? 0),
        decimals: request.token?.decimals ?? 0,
      })
    : await buildTransfer(connection, {
        from: request.from,
        to: request.to,
        lamports: parseLamports(request.amount, request.caipNetwork.nativeCurrency.decimals),
      })
  const chain = walletStandardChainOf(request.caipNetwork)
  const signAndSend = walletFeature<SignAndSendFeature>(
    wallet,
    'solana:signAndSendTransaction',
    'signAndSendTransaction',
  )
  if (signAndSend) {
    const output = firstOf(
      await signAndSend.signAndSendTransaction({ account, transaction, chain }),
    )
    if (!hasBytes(output, 'signature', 64)) {
      throw new AppKitError('Invalid signature', { category: 'PROVIDER_ERROR' })
    }
    return encodeBase58((output as { signature: Uint8Array }).signature)
  }
  const sign = walletFeature<SignTransactionFeature>(
    wallet,
    'solana:signTransaction',
    'signTransaction',
  )
  if (!sign) {
    throw new AppKitError('Method not supported', {
      category: 'PROVIDER_ERROR',
      details: `${wallet.name} cannot sign transactions`,
    })
  }
  const signed = firstOf(await sign.signTransaction({ account, transaction, chain }))
  if (!hasBytes(signed, 'signedTransaction')) {
    throw new AppKitError('Invalid signature', { category: 'PROVIDER_ERROR' })
  }
  return connection.sendRawTransaction(
    (signed as { signedTransaction: Uint8Array }).signedTransaction,
  )
}

import type { MessageDescriptor } from '@appkit/kernel'
import { encodeBase58 } from '../../solana/base58.js'
import { inEnglish, type Translate } from '../i18n/Translate.js'
import type { SolanaSigner } from './deriveSolanaSigner.js'
import { describeSolanaTransaction } from './describeSolanaTransaction.js'
import { readSolanaRequest, type SolanaRequest, SolanaRequestError } from './readSolanaRequest.js'
import { signSolanaTransaction } from './signSolanaTransaction.js'
import { solanaApprovalMessages as m } from './solanaApprovalMessages.js'

/** What a new embedded account gets on the Solana chain (requestAirdrop), in lamports. */
export const NEW_SOLANA_ACCOUNT_LAMPORTS = 100 * 1_000_000_000

type Body = Record<string, unknown>

const TITLES: Readonly<Record<SolanaRequest['method'], MessageDescriptor>> = {
  solana_signMessage: m.signMessageTitle,
  solana_signTransaction: m.signTransactionTitle,
  solana_signAllTransactions: m.signAllTransactionsTitle,
  solana_signAndSendTransaction: m.sendTransactionTitle,
}

async function solanaRpc(
  url: string,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const json = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (json.error) throw new Error(json.error.message ?? 'Solana RPC error')
  return json.result
}

/** Checked before the approval screen too: the user must be the one asked to sign. */
function checkSigner(request: SolanaRequest, signer: SolanaSigner): void {
  if (request.method === 'solana_signMessage') {
    if (request.pubkey !== signer.address) {
      throw new SolanaRequestError(`Unauthorized account ${request.pubkey}`)
    }
    return
  }
  request.transactions.forEach((transaction, i) => {
    if (!transaction.signers.includes(signer.address)) {
      const which = request.transactions.length > 1 ? ` ${i + 1}` : ''
      throw new SolanaRequestError(`Transaction${which} does not ask ${signer.address} to sign`)
    }
  })
}

function describe(request: SolanaRequest, t: Translate): string {
  if (request.method === 'solana_signMessage') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(request.message)
    } catch {
      return `0x${Buffer.from(request.message).toString('hex')}`
    }
  }
  return request.transactions
    .map((transaction, i) => {
      const lines = describeSolanaTransaction(transaction.instructions, t)
      return request.transactions.length > 1
        ? `${t(m.transactionHeader, { number: i + 1 })}\n${lines}`
        : lines
    })
    .join('\n\n')
}

/**
 * The secure site's Solana endpoints: `/v1/solana/describe` (what the approval screen shows;
 * a request that does not decode is refused here, before the user is asked) and
 * `/v1/solana/sign` (signs with the user's key, which never leaves this server, and for
 * signAndSend sends through the emulator's Solana RPC). `signerOf` finds the session's key.
 */
export function createSolanaActions(options: {
  signerOf: (body: Body) => SolanaSigner
  rpcUrl?: string
  /** How to write the approval texts for a request (its `locale`); default English. */
  translatorOf?: (body: Body) => Promise<Translate>
}): Record<string, (body: Body) => Promise<unknown>> {
  return {
    '/v1/solana/describe': async (body) => {
      const request = readSolanaRequest(body.method, body.params)
      checkSigner(request, options.signerOf(body))
      const t = (await options.translatorOf?.(body)) ?? inEnglish
      return { title: t(TITLES[request.method]), details: describe(request, t) }
    },
    '/v1/solana/sign': async (body) => {
      const request = readSolanaRequest(body.method, body.params)
      const signer = options.signerOf(body)
      checkSigner(request, signer)
      if (request.method === 'solana_signMessage') {
        return { signature: encodeBase58(signer.sign(request.message)) }
      }
      const signed = request.transactions.map((transaction) =>
        signSolanaTransaction(transaction, signer),
      )
      const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
      if (request.method === 'solana_signAllTransactions') {
        return { transactions: signed.map((item) => base64(item.wire)) }
      }
      const [only] = signed
      if (!only) throw new SolanaRequestError('No transaction')
      if (request.method === 'solana_signTransaction') return { transaction: base64(only.wire) }
      if (!options.rpcUrl) throw new SolanaRequestError('No Solana chain is configured')
      const signature = await solanaRpc(options.rpcUrl, 'sendTransaction', [
        base64(only.wire),
        { encoding: 'base64' },
      ])
      return { signature }
    },
  }
}

/** Funds a new embedded Solana account as the emulator funds its test accounts (an airdrop). */
export async function fundSolanaAccount(rpcUrl: string, address: string): Promise<void> {
  await solanaRpc(rpcUrl, 'requestAirdrop', [address, NEW_SOLANA_ACCOUNT_LAMPORTS])
}

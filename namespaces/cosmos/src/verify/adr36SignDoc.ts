import { makeSignDoc, type StdSignDoc } from '@cosmjs/amino'
import { toBase64, toUtf8 } from '@cosmjs/encoding'

/**
 * ADR-36's amino sign document for arbitrary data: one `sign/MsgSignData` message carrying the
 * signer and the base64 data, an empty chain id, zero fee, account number and sequence.
 * Wallets sign the document's canonical JSON, so any ADR-36 signer and verifier agree.
 */
export function adr36SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? toUtf8(data) : data
  return makeSignDoc(
    [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  )
}

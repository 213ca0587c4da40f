import type { Connector } from '@appkit/kernel'
import { AppKitError } from '@appkit/kernel'
import { Psbt } from 'bitcoinjs-lib'
import { isSignPsbtResult, type SignPsbtParams } from '../discovery/BitcoinProvider.js'
import { requestBitcoin } from '../discovery/requestBitcoin.js'

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

function parsePsbt(base64: string, what: string): Psbt {
  try {
    return Psbt.fromBase64(base64)
  } catch (cause) {
    throw new AppKitError('Something went wrong', {
      category: 'VALIDATION_ERROR',
      details: `${what} is not a valid base64 PSBT`,
      cause,
    })
  }
}

/**
 * Asks the wallet to sign a PSBT's inputs (`signInputs`: address to input indexes). The PSBT
 * is checked with bitcoinjs-lib before it is sent, and the wallet's answer must be a PSBT of
 * the same transaction with a signature on every input it was asked to sign.
 */
export async function signPsbt(
  connector: Connector,
  params: SignPsbtParams,
): Promise<{ psbt: string; txid?: string }> {
  const unsigned = parsePsbt(params.psbt, 'The PSBT to sign')
  const { result } = await requestBitcoin(connector, 'signPsbt', params)
  if (!isSignPsbtResult(result)) {
    throw new AppKitError('Something went wrong', {
      category: 'PROVIDER_ERROR',
      details: 'The wallet answered signPsbt with no base64 PSBT',
    })
  }
  const signed = parsePsbt(result.psbt, "The wallet's PSBT")
  const sameTransaction = equalBytes(
    signed.data.globalMap.unsignedTx.toBuffer(),
    unsigned.data.globalMap.unsignedTx.toBuffer(),
  )
  const indexes = Object.values(params.signInputs).flat()
  const allSigned = indexes.every((index) => {
    const input = signed.data.inputs[index]
    return Boolean(input?.partialSig?.length || input?.tapKeySig || input?.finalScriptWitness)
  })
  if (!sameTransaction || !allSigned) {
    throw new AppKitError('Something went wrong', {
      category: 'PROVIDER_ERROR',
      details: 'The wallet returned a PSBT that does not sign the requested inputs',
    })
  }
  return { psbt: result.psbt, ...(result.txid === undefined ? {} : { txid: result.txid }) }
}

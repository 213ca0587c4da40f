import { TOKEN_PROGRAM_ID } from '../../solana/splToken.js'
import { inEnglish, type Translate } from '../i18n/Translate.js'
import type { SolanaInstruction } from './decodeSolanaMessage.js'
import { solanaApprovalMessages as m } from './solanaApprovalMessages.js'

const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111'
const SYSTEM_TRANSFER = 2
const TOKEN_TRANSFER = 3
const TOKEN_TRANSFER_CHECKED = 12
const SOL_DECIMALS = 9

/** `amount` in units of 10^-decimals, as a decimal string without trailing zeros. */
export function formatUnits(amount: bigint, decimals: number): string {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

function u64At(data: Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
}

function describeInstruction(instruction: SolanaInstruction, t: Translate): string {
  const { programId, accounts, data } = instruction
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (
    programId === SYSTEM_PROGRAM_ID &&
    data.length === 12 &&
    view.getUint32(0, true) === SYSTEM_TRANSFER
  ) {
    return t(m.sendSol, {
      amount: formatUnits(u64At(data, 4), SOL_DECIMALS),
      to: accounts[1] ?? '?',
    })
  }
  if (programId === TOKEN_PROGRAM_ID && data[0] === TOKEN_TRANSFER_CHECKED && data.length === 10) {
    const decimals = data[9] ?? 0
    return t(m.sendToken, {
      amount: formatUnits(u64At(data, 1), decimals),
      mint: accounts[1] ?? '?',
      account: accounts[2] ?? '?',
    })
  }
  if (programId === TOKEN_PROGRAM_ID && data[0] === TOKEN_TRANSFER && data.length === 9) {
    return t(m.sendTokenUnits, { amount: u64At(data, 1).toString(), account: accounts[1] ?? '?' })
  }
  return t(m.callProgram, { programId })
}

/**
 * What the approval screen shows for a transaction: one line per instruction ("Send 0.5 SOL
 * to <address>", an SPL transfer with its mint and amount, else the program called), in the
 * language `t` writes (English by default). Amounts stay as the chain counts them.
 */
export function describeSolanaTransaction(
  instructions: readonly SolanaInstruction[],
  t: Translate = inEnglish,
): string {
  if (instructions.length === 0) return t(m.noInstructions)
  return instructions.map((instruction) => describeInstruction(instruction, t)).join('\n')
}

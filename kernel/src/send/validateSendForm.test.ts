import { describe, expect, it } from 'vitest'
import { SEND_MESSAGES } from './SEND_MESSAGES.js'
import { type SendForm, validateSendForm } from './validateSendForm.js'

const RECEIVER = '0x2222222222222222222222222222222222222222'
const send = () => Promise.resolve('0xhash')
const evm = { isAddress: (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address), send }
const eth = { quantity: { decimals: '18', numeric: '1.5' } }
const valid: SendForm = { token: eth, amount: '1', receiverAddress: RECEIVER }

function check(patch: Partial<SendForm>, adapter: Parameters<typeof validateSendForm>[1] = evm) {
  return validateSendForm({ ...valid, ...patch }, adapter)?.message
}

describe('validateSendForm', () => {
  it('accepts a form that can be sent', () => {
    expect(check({})).toBeUndefined()
    expect(check({ amount: '1.5' })).toBeUndefined()
    expect(check({ amount: ' .25 ', receiverAddress: ` ${RECEIVER} ` })).toBeUndefined()
  })

  it("'Send needs amount and receiver address ('An amount and receiver address are required')'", () => {
    expect(check({ amount: '' })).toBe('An amount and receiver address are required')
    expect(check({ receiverAddress: '  ' })).toBe('An amount and receiver address are required')
    expect(check({ amount: '', token: undefined })).toBe(SEND_MESSAGES.amountAndReceiverRequired)
    expect(validateSendForm({ ...valid, amount: '' }, evm)?.field).toBe('amount')
  })

  it("'a token ('A token is required')'", () => {
    expect(check({ token: undefined })).toBe('A token is required')
  })

  it("a family whose adapter does not send, or no family: 'Unsupported chain'", () => {
    expect(check({}, { isAddress: evm.isAddress })).toBe('Unsupported chain')
    expect(validateSendForm(valid, undefined)?.message).toBe('Unsupported chain')
    expect(check({}, { isAddress: () => true, send })).toBeUndefined()
  })

  it('the amount must be a positive decimal, with no more decimals than the token', () => {
    for (const amount of ['0', '0.000', '-1', '1e3', 'abc']) {
      expect(check({ amount })).toBe(SEND_MESSAGES.amountNotPositive)
    }
    expect(
      check({ token: { quantity: { decimals: '6', numeric: '10' } }, amount: '1.0000001' }),
    ).toBe('The amount has more than 6 decimals')
  })

  it("the receiver address is checked with the family's isAddress", () => {
    expect(check({ receiverAddress: '0x12' })).toBe(SEND_MESSAGES.invalidReceiver)
    expect(validateSendForm(valid, { isAddress: () => false, send })).toEqual({
      field: 'receiver',
      message: SEND_MESSAGES.invalidReceiver,
    })
  })

  it('the amount is checked against the balance exactly', () => {
    expect(check({ amount: '1.500000000000000001' })).toBe(SEND_MESSAGES.insufficientBalance)
    expect(check({ amount: '2' })).toBe('Insufficient balance')
    expect(validateSendForm({ ...valid, amount: '2' }, evm)?.field).toBe('amount')
  })
})

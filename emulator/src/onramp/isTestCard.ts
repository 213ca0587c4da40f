/** Card numbers the local checkout accepts (the usual payment-sandbox success numbers). */
export const TEST_CARDS_APPROVED = ['4242424242424242', '5555555555554444'] as const

/** A card number the local checkout declines, to try the failure path. */
export const TEST_CARD_DECLINED = '4000000000000002'

/** Whether the digits pass the Luhn checksum. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

export type CardCheck =
  | { ok: true }
  | { ok: false; message: 'Enter a valid card number' | 'Your card was declined' }

/**
 * The local checkout's answer to a card number (spaces and dashes ignored): only the test
 * success numbers pay; any other valid number is declined; anything else is invalid.
 */
export function checkTestCard(input: string): CardCheck {
  const digits = input.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, message: 'Enter a valid card number' }
  }
  if ((TEST_CARDS_APPROVED as readonly string[]).includes(digits)) return { ok: true }
  return { ok: false, message: 'Your card was declined' }
}

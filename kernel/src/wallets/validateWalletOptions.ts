import { AppKitError } from '../errors/AppKitError.js'
import { isSafeImageUrl } from '../images/isSafeImageUrl.js'
import { describeValue } from '../validators/describeValue.js'
import { isHttpUrl } from '../validators/isHttpUrl.js'
import type { CustomWallet } from './CustomWallet.js'
import { isWalletAppLink, isWalletWebLink } from './isWalletAppLink.js'

export interface WalletOptions {
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  customWallets?: readonly CustomWallet[] | undefined
}

const ID_LISTS = ['featuredWalletIds', 'includeWalletIds', 'excludeWalletIds'] as const
const APP_LINKS = ['mobile_link', 'desktop_link'] as const
const PAGES = ['homepage', 'app_store', 'play_store', 'chrome_store'] as const

function optionError(message: string): AppKitError {
  return new AppKitError(message, { category: 'CONFIGURATION_ERROR' })
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function checkIdList(option: (typeof ID_LISTS)[number], value: unknown): void {
  if (value === undefined) return
  if (!Array.isArray(value)) {
    throw optionError(`${option} must be an array of wallet ids, got ${describeValue(value)}`)
  }
  for (const id of value) {
    if (!isText(id)) throw optionError(`Invalid wallet id in ${option}: ${describeValue(id)}`)
  }
}

function checkCustomWallet(value: unknown, index: number, ids: Set<string>): void {
  const at = `customWallets[${index}]`
  if (typeof value !== 'object' || value === null) {
    throw optionError(`Invalid custom wallet at ${at}: expected an object`)
  }
  const wallet = value as Record<string, unknown>
  if (!isText(wallet.id)) throw optionError(`${at} needs an id (a non-empty string)`)
  if (ids.has(wallet.id)) throw optionError(`${at}: the id '${wallet.id}' is used twice`)
  ids.add(wallet.id)
  if (!isText(wallet.name)) throw optionError(`${at} needs a name (a non-empty string)`)
  const named = `${at} (${wallet.name})`
  const field = (key: string, valid: (text: string) => boolean, expected: string) => {
    const text = wallet[key]
    if (text === undefined) return
    if (typeof text !== 'string' || !valid(text)) {
      throw optionError(`${named}: ${key} must be ${expected}, got ${describeValue(text)}`)
    }
  }
  field('image_url', isSafeImageUrl, 'an http(s) or data:image URL')
  for (const key of APP_LINKS) {
    field(key, isWalletAppLink, "an http(s) link or the app's own scheme (mywallet://)")
  }
  field('webapp_link', isWalletWebLink, 'an http(s) URL without query or fragment')
  for (const key of PAGES) field(key, isHttpUrl, 'an http(s) URL')
}

/**
 * Checks the wallet-list options of createAppKit: the id lists hold non-empty strings; each
 * custom wallet has a unique id, a name, and only links a wallet can safely be opened by
 * (http(s), or an app's scheme for its mobile and desktop links). A bad entry throws a
 * CONFIGURATION_ERROR naming it.
 */
export function validateWalletOptions(options: WalletOptions): void {
  for (const option of ID_LISTS) checkIdList(option, options[option])
  const { customWallets } = options
  if (customWallets === undefined) return
  if (!Array.isArray(customWallets)) {
    throw optionError(`customWallets must be an array, got ${describeValue(customWallets)}`)
  }
  const ids = new Set<string>()
  customWallets.forEach((wallet, index) => {
    checkCustomWallet(wallet, index, ids)
  })
}

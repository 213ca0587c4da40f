import { isString, refine, struct } from '@appkit/kernel/guards'
import { type Eip1193Provider, isEip1193Provider } from '../provider/Eip1193Provider.js'

const text = (maxLength: number) =>
  refine(
    isString,
    (value) => value.length > 0 && value.length <= maxLength && value.trim() === value,
  )

/**
 * EIP-6963 provider info, as announced (untrusted). Checked with the kernel's small guards, not
 * effect's Schema: discovery runs before the first click, inside the weight budget.
 */
export const isEip6963ProviderInfo = struct({
  uuid: text(100),
  name: text(100),
  icon: isString,
  // Reverse-DNS as EIP-6963 asks (at least one dot): it becomes the connector id, so a bare
  // word such as 'injected' could otherwise replace another connector.
  rdns: refine(text(255), (value) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value)),
})

/** The `detail` of an `eip6963:announceProvider` event, checked before anything uses it. */
export const isEip6963ProviderDetail = struct({
  info: isEip6963ProviderInfo,
  provider: (value: unknown): value is Eip1193Provider => isEip1193Provider(value),
})

export interface Eip6963ProviderDetail {
  readonly info: {
    readonly uuid: string
    readonly name: string
    readonly icon: string
    readonly rdns: string
  }
  readonly provider: Eip1193Provider
}

import { Schema } from 'effect'
import { type Eip1193Provider, isEip1193Provider } from '../provider/Eip1193Provider.js'

const Text = (maxLength: number) =>
  Schema.String.pipe(Schema.trimmed(), Schema.minLength(1), Schema.maxLength(maxLength))

/** EIP-6963 provider info, as announced (untrusted). */
export const Eip6963ProviderInfo = Schema.Struct({
  uuid: Text(100),
  name: Text(100),
  icon: Schema.String,
  rdns: Text(255),
})

const ProviderSchema = Schema.declare(
  (value: unknown): value is Eip1193Provider => isEip1193Provider(value),
  { identifier: 'Eip1193Provider' },
)

/** The `detail` of an `eip6963:announceProvider` event, decoded before anything uses it. */
export const Eip6963ProviderDetail = Schema.Struct({
  info: Eip6963ProviderInfo,
  provider: ProviderSchema,
})

export type Eip6963ProviderDetail = typeof Eip6963ProviderDetail.Type

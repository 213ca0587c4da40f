import { hashMessage } from '@walletconnect/utils'
import { expect, it } from 'vitest'
import { subscriptionIdOf } from './subscriptionIdOf.js'

it('names a subscription sha256(topic + clientId), as WalletConnect clients do', () => {
  const topic = 'ab'.repeat(32)
  const clientId = 'did:key:z6MkexampleClient'
  expect(subscriptionIdOf(topic, clientId)).toBe(hashMessage(topic + clientId))
})

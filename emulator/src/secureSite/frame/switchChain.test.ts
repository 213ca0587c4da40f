import { describe, expect, it } from 'vitest'
import { switchChain } from './switchChain.js'

describe('switchChain (SWITCH_NETWORK)', () => {
  it('S2: when the user on the next chain cannot be read, the frame keeps its old chain', async () => {
    const used: number[] = []
    await expect(
      switchChain(1337, {
        userOn: async () => {
          throw new Error('Something went wrong')
        },
        use: (next) => used.push(next),
      }),
    ).rejects.toThrow('Something went wrong')
    expect(used).toEqual([])
  })

  it('takes the chain once the user on it is read, and answers both', async () => {
    const used: number[] = []
    const answer = await switchChain(1337, {
      userOn: async (next) => ({ chainId: next, address: '0xabc' }),
      use: (next) => used.push(next),
    })
    expect(answer).toEqual({ chainId: 1337, user: { chainId: 1337, address: '0xabc' } })
    expect(used).toEqual([1337])
  })

  it('without a session there is no user to read: the chain is taken at once', async () => {
    const used: number[] = []
    expect(await switchChain(10, { userOn: undefined, use: (next) => used.push(next) })).toEqual({
      chainId: 10,
    })
    expect(used).toEqual([10])
  })
})

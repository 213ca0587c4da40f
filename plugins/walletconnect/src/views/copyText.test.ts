import { describe, expect, it } from 'vitest'
import { copyText } from './copyText.js'

describe('copyText (the Copy link button)', () => {
  it('copies the pairing URI to the clipboard', async () => {
    const written: string[] = []
    const result = await copyText('wc:abc', { writeText: async (text) => void written.push(text) })
    expect(result).toBe('copied')
    expect(written).toEqual(['wc:abc'])
  })

  it('reports failure without a clipboard or when the browser refuses', async () => {
    expect(await copyText('wc:abc', null)).toBe('failed')
    expect(
      await copyText('wc:abc', { writeText: () => Promise.reject(new Error('NotAllowedError')) }),
    ).toBe('failed')
  })
})

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleWalletPage } from './bundleWalletPage.js'

/** Child process ids of this process (Linux /proc); undefined where /proc is missing. */
function childProcessIds(): string[] | undefined {
  const tasks = `/proc/${process.pid}/task`
  if (!existsSync(tasks)) return undefined
  return readdirSync(tasks)
    .flatMap((task) =>
      readFileSync(join(tasks, task, 'children'), 'utf8')
        .trim()
        .split(/\s+/),
    )
    .filter((id) => id !== '')
    .sort()
}

describe('bundleWalletPage', () => {
  it('bundles WalletKit, Core and viem into one ES module without eval, Pay left out', async () => {
    const script = await bundleWalletPage()
    expect(script.length).toBeGreaterThan(100_000)
    expect(script).not.toMatch(/\beval\(|new Function\(/)
    // The Pay SDK's own endpoint would only be there if the real module had been bundled.
    expect(script).not.toContain('api.pay.walletconnect.com')
    expect(script).not.toMatch(/\brequire\(/)
  }, 20_000)

  it("leaves no esbuild process behind, also when two builds share esbuild's service", async () => {
    const before = childProcessIds()
    const [first, second] = await Promise.all([bundleWalletPage(), bundleWalletPage()])
    expect(second).toBe(first)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(childProcessIds()).toEqual(before)
  }, 20_000)
})

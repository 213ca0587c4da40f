import type { BrowserContext } from 'playwright-core'
import { expect, it } from 'vitest'
import { connectButton, openDemo, testWalletOption } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser({ reducedMotion: 'reduce' })

interface Motion {
  overlayAnimation: string
  dialogAnimation: string
  shakeAnimation: string
  buttonTransition: string
  ringAnimation: string
  pageButtonTransition: string
}

/** The modal's computed motion, with the dialog shaking (data-shake, as the kit's refusal sets). */
async function motionOf(context: BrowserContext): Promise<Motion> {
  const { page } = await openDemo(context)
  await connectButton(page).click()
  await testWalletOption(page).click()
  // The ConnectingExternal view: its ring spins while the wallet prompt waits.
  await page.getByTestId('testwallet-prompt').getByTestId('testwallet-reject').waitFor()
  return page.evaluate(() => {
    const root = document.querySelector('[data-appkit-modal]')?.shadowRoot
    const find = (selector: string) => {
      const element = root?.querySelector(selector)
      if (!element) throw new Error(`${selector} is not in the modal`)
      return element
    }
    const dialog = find('[role="dialog"]')
    const before = getComputedStyle(dialog).animationName
    dialog.setAttribute('data-shake', 'true')
    const shake = getComputedStyle(dialog).animationName
    dialog.removeAttribute('data-shake')
    return {
      // The dimming fades on the overlay's ::before (a fade of the overlay would hide the dialog).
      overlayAnimation: getComputedStyle(find('.overlay'), '::before').animationName,
      dialogAnimation: before,
      shakeAnimation: shake,
      buttonTransition: getComputedStyle(find('.btn')).transitionDuration,
      ringAnimation: getComputedStyle(find('.ring'), '::after').animationName,
      pageButtonTransition: getComputedStyle(
        document.querySelector('.demo__actions .appkit-btn') as Element,
      ).transitionDuration,
    }
  })
}

it('with prefers-reduced-motion: reduce the modal has no shake, pop-in, spin or transitions', async () => {
  expect(await motionOf(browser.context())).toEqual({
    overlayAnimation: 'none',
    dialogAnimation: 'none',
    shakeAnimation: 'none',
    buttonTransition: '0s',
    ringAnimation: 'none',
    pageButtonTransition: '0s',
  })

  // The same page without the preference does move: the check above could fail.
  const moving = await browser.browser().newContext({ reducedMotion: 'no-preference' })
  try {
    expect(await motionOf(moving)).toEqual({
      overlayAnimation: 'ak-fade-in',
      dialogAnimation: 'ak-pop-in',
      shakeAnimation: 'ak-shake',
      buttonTransition: expect.stringMatching(/^0\.12s/),
      ringAnimation: 'ak-spin',
      pageButtonTransition: expect.stringMatching(/^0\.12s/),
    })
  } finally {
    await moving.close()
  }
})

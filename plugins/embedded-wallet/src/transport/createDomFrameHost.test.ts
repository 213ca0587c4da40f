import { describe, expect, it } from 'vitest'
import { createDomFrameHost } from './createDomFrameHost.js'

/** Just enough of a document for mounting: the frame element and the body it joins. */
function fakeDocument() {
  const appended: Record<string, unknown>[] = []
  const doc = {
    createElement: () => ({
      style: {},
      dataset: {},
      setAttribute() {},
      removeAttribute() {},
      remove() {},
      contentWindow: null,
    }),
    body: { appendChild: (node: Record<string, unknown>) => appended.push(node) },
  }
  return { doc: doc as unknown as Document, appended }
}

const win = {} as Window

describe('createDomFrameHost', () => {
  it("names the hidden frame 'Embedded wallet' by default (its accessible name)", () => {
    const { doc, appended } = fakeDocument()
    createDomFrameHost(doc, win).mount('http://127.0.0.1:4200/?locale=en')
    expect(appended[0]).toMatchObject({
      title: 'Embedded wallet',
      src: 'http://127.0.0.1:4200/?locale=en',
      tabIndex: -1,
    })
  })

  it("names it in the visitor's locale when given the title", () => {
    const { doc, appended } = fakeDocument()
    createDomFrameHost(doc, win, 'Portefeuille intégré').mount('http://127.0.0.1:4200/')
    expect(appended[0]).toMatchObject({ title: 'Portefeuille intégré' })
  })
})

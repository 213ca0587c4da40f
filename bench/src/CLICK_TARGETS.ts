/**
 * Issue 23's click targets, each ours ÷ the fastest peer (Reown AppKit, RainbowKit, ConnectKit)
 * in the same run: click to the wallet list on an idle page at most 0.5×, click to connected at
 * most 0.4×; the click made as the button shows must beat every peer (below 1×).
 */
export const CLICK_TARGETS = {
  idleClickToList: 0.5,
  clickToConnected: 0.4,
  earlyClickToList: 1,
} as const

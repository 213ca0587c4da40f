/**
 * The buttons' CSS, adopted into the host document by the provider (a constructed sheet).
 * Every rule is scoped to AppKit's class names; theme variables default here and may be set
 * by the host on any ancestor or through the provider's `themeVariables`.
 */
export const BUTTON_CSS = `
.appkit-btn {
  --_accent: var(--appkit-accent, #2563eb);
  --_accent-fg: var(--appkit-accent-foreground, #ffffff);
  --_fg: #15171c;
  --_surface: #ffffff;
  --_surface-hover: #f3f4f6;
  --_border: rgba(17, 24, 39, 0.12);
  --_muted: #5b616e;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  margin: 0;
  padding: 0 16px;
  border: 1px solid var(--_border);
  border-radius: 999px;
  background: var(--_surface);
  color: var(--_fg);
  font-family: var(--appkit-font-family, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  font-size: 14px;
  font-weight: 600;
  line-height: 1.2;
  letter-spacing: normal;
  text-transform: none;
  white-space: nowrap;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: background-color 120ms ease, border-color 120ms ease, transform 120ms ease;
}
.appkit-btn[data-appkit-theme="dark"] {
  --_fg: #f3f4f6;
  --_surface: #1b1d23;
  --_surface-hover: #262931;
  --_border: rgba(255, 255, 255, 0.14);
  --_muted: #a6abb5;
}
@media (prefers-color-scheme: dark) {
  .appkit-btn:not([data-appkit-theme="light"]) {
    --_fg: #f3f4f6;
    --_surface: #1b1d23;
    --_surface-hover: #262931;
    --_border: rgba(255, 255, 255, 0.14);
    --_muted: #a6abb5;
  }
}
.appkit-btn:hover { background: var(--_surface-hover); }
.appkit-btn:active { transform: scale(0.98); }
.appkit-btn:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.appkit-btn--primary {
  border-color: transparent;
  background: var(--_accent);
  color: var(--_accent-fg);
}
.appkit-btn--primary:hover { background: var(--_accent); filter: brightness(1.08); }
.appkit-btn[aria-busy="true"] { cursor: progress; opacity: 0.85; }
/* The button's own weight: a second one costs a font lookup and a long layout at connect. */
.appkit-btn__muted { color: var(--_muted); }
.appkit-btn__dot {
  width: 20px;
  height: 20px;
  flex: none;
  border-radius: 50%;
  background: var(--_accent);
}
.appkit-btn__image { width: 20px; height: 20px; flex: none; border-radius: 50%; object-fit: cover; }
@media (prefers-reduced-motion: reduce) {
  .appkit-btn { transition: none; }
  .appkit-btn:active { transform: none; }
}
`

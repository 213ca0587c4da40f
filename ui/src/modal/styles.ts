/**
 * The modal's CSS, adopted by its shadow root (a constructed stylesheet): host-page CSS cannot
 * reach these elements and these rules cannot reach the page. Theme variables
 * (--appkit-accent, --appkit-font-family, --appkit-border-radius, --appkit-font-size,
 * --appkit-z-index) come from the shadow host or any ancestor; colours follow data-theme.
 */
export const MODAL_CSS = `
:host {
  all: initial !important;
  display: contents !important;
}

.root {
  --ak-accent: var(--appkit-accent, #2563eb);
  --ak-accent-fg: var(--appkit-accent-foreground, #ffffff);
  --ak-radius: var(--appkit-border-radius, 16px);
  --ak-radius-item: calc(var(--ak-radius) * 0.75);
  --ak-bg: #ffffff;
  --ak-fg: #15171c;
  --ak-muted: #5b616e;
  --ak-surface: #f4f5f7;
  --ak-surface-hover: #e8eaee;
  --ak-border: rgba(17, 24, 39, 0.1);
  --ak-overlay: rgba(10, 12, 16, 0.45);
  --ak-shadow: 0 24px 64px -16px rgba(15, 23, 42, 0.35), 0 2px 6px rgba(15, 23, 42, 0.06);
  --ak-danger: #b91c1c;
  --ak-danger-tint: rgba(220, 38, 38, 0.08);
  --ak-success: #15803d;
  --ak-success-tint: rgba(22, 163, 74, 0.09);
  --ak-warning: #9a5b00;
  --ak-warning-tint: rgba(217, 119, 6, 0.1);
  --ak-info: #1d4ed8;
  --ak-info-tint: rgba(37, 99, 235, 0.08);
  font-family: var(--appkit-font-family, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  font-size: var(--appkit-font-size, 15px);
  line-height: 1.45;
  color: var(--ak-fg);
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
}
.root[data-theme="dark"] {
  --ak-bg: #17181c;
  --ak-fg: #f3f4f6;
  --ak-muted: #a6abb5;
  --ak-surface: #22242a;
  --ak-surface-hover: #2c2f37;
  --ak-border: rgba(255, 255, 255, 0.1);
  --ak-overlay: rgba(0, 0, 0, 0.62);
  --ak-shadow: 0 24px 64px -12px rgba(0, 0, 0, 0.7);
  --ak-danger: #fca5a5;
  --ak-danger-tint: rgba(248, 113, 113, 0.12);
  --ak-success: #86efac;
  --ak-success-tint: rgba(74, 222, 128, 0.12);
  --ak-warning: #fcd34d;
  --ak-warning-tint: rgba(251, 191, 36, 0.12);
  --ak-info: #93c5fd;
  --ak-info-tint: rgba(96, 165, 250, 0.12);
  color-scheme: dark;
}
.root *, .root *::before, .root *::after { box-sizing: border-box; }
/* :where() keeps this reset at the lowest specificity: .btn-primary's white text must win. */
:where(.root) button, :where(.root) input { font: inherit; color: inherit; letter-spacing: inherit; }
.root img { display: block; max-width: 100%; }
.root h2, .root h3, .root p { margin: 0; }
.root ul { list-style: none; margin: 0; padding: 0; }

.sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}

/* Shell */
.overlay {
  position: fixed;
  inset: 0;
  z-index: var(--appkit-z-index, 2147483000);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
}
/* The dimming fades on its own layer: a fade of the overlay itself would hide the dialog too. */
.overlay::before {
  content: "";
  position: fixed;
  inset: 0;
  background: var(--ak-overlay);
  animation: ak-fade-in 160ms ease-out;
}
.overlay[hidden] { display: none; }
/* Closed with a prerendered dialog: laid out but not shown, and no entrance until it opens. */
.overlay[data-state="closed"] { visibility: hidden; }
.overlay[data-state="closed"]::before,
.overlay[data-state="closed"] .dialog { animation: none; }
.dialog {
  position: relative;
  display: flex;
  flex-direction: column;
  width: 360px;
  max-width: 100%;
  max-height: min(680px, calc(100vh - 32px));
  max-height: min(680px, calc(100dvh - 32px));
  overflow: hidden;
  color: var(--ak-fg);
  background: var(--ak-bg);
  border: 1px solid var(--ak-border);
  border-radius: var(--ak-radius);
  box-shadow: var(--ak-shadow);
  animation: ak-pop-in 140ms ease-out;
}
.dialog:focus { outline: none; }
.dialog[data-shake="true"] { animation: ak-shake 500ms ease-in-out; }
@media (max-width: 430px) {
  .overlay { align-items: flex-end; padding: 0; }
  .dialog {
    width: 100%;
    max-height: 90vh;
    max-height: 90dvh;
    border-bottom: 0;
    border-radius: var(--ak-radius) var(--ak-radius) 0 0;
    padding-bottom: env(safe-area-inset-bottom, 0px);
    animation: ak-slide-up 220ms cubic-bezier(0.2, 0.9, 0.3, 1);
  }
}

.header {
  display: grid;
  grid-template-columns: 40px 1fr 40px;
  align-items: center;
  gap: 8px;
  padding: 12px 12px 8px;
}
.header h2 {
  grid-column: 2;
  overflow: hidden;
  font-size: 16px;
  font-weight: 600;
  line-height: 1.3;
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.header .back { grid-column: 1; }
.header .close { grid-column: 3; }
.body {
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 12px;
  min-height: 0;
  padding: 4px 16px 16px;
  overflow-y: auto;
  overscroll-behavior: contain;
}

/* Controls */
.icon-btn {
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--ak-muted);
  cursor: pointer;
  transition: background-color 120ms ease, color 120ms ease;
}
.icon-btn:hover { background: var(--ak-surface); color: var(--ak-fg); }
.icon-btn svg { width: 18px; height: 18px; }
.btn {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 18px;
  border: 1px solid transparent;
  border-radius: var(--ak-radius-item);
  background: var(--ak-surface);
  color: var(--ak-fg);
  font-weight: 600;
  cursor: pointer;
  transition: background-color 120ms ease, filter 120ms ease, transform 120ms ease;
}
.btn:hover { background: var(--ak-surface-hover); }
.btn:active { transform: scale(0.985); }
.btn[disabled] { cursor: not-allowed; opacity: 0.55; }
/* .root: above '.root button { color: inherit }', which would give it the body text colour. */
.root .btn-primary { background: var(--ak-accent); color: var(--ak-accent-fg); }
.btn-primary:hover { background: var(--ak-accent); filter: brightness(1.08); }
.btn-danger { color: var(--ak-danger); }
.btn-block { width: 100%; }
.btn svg { width: 18px; height: 18px; }
.row { display: flex; gap: 8px; width: 100%; }
.row > * { flex: 1; }
.root :focus-visible { outline: 2px solid var(--ak-accent); outline-offset: 2px; }
.dialog:focus-visible { outline: none; }

/* Lists of wallets and networks */
.list { display: flex; flex-direction: column; gap: 8px; }
.item {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding-block: 8px;
  padding-inline: 8px 12px;
  border: 1px solid transparent;
  border-radius: var(--ak-radius-item);
  background: var(--ak-surface);
  color: var(--ak-fg);
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease;
}
.item:hover { background: var(--ak-surface-hover); }
.item[aria-current="true"] { border-color: var(--ak-accent); }
.item-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* A wallet's name reads in its own direction (dir="auto"), cut at its end, aligned as the modal reads. */
.item-name[dir="auto"] { text-align: match-parent; }
.item-name .line { display: block; overflow: hidden; text-overflow: ellipsis; }
.item .check { color: var(--ak-fg); }
.item .check svg, .item .chevron svg { width: 18px; height: 18px; display: block; }
.item .chevron { color: var(--ak-muted); }
.tag {
  flex: none;
  padding: 2px 8px;
  border: 1px solid var(--ak-border);
  border-radius: 999px;
  color: var(--ak-muted);
  font-size: 12px;
  font-weight: 600;
  line-height: 1.5;
}
.section-title {
  padding: 4px 4px 0;
  color: var(--ak-muted);
  font-size: 13px;
  font-weight: 600;
}

/* Images with placeholders */
.image {
  position: relative;
  display: grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  overflow: hidden;
  border: 1px solid var(--ak-border);
  border-radius: 12px;
  background: var(--ak-bg);
  color: var(--ak-muted);
  font-size: 14px;
  font-weight: 700;
  line-height: 1;
}
.image img { width: 100%; height: 100%; object-fit: cover; }
/* A decorative image's initials: drawn, not text, so they are not part of its row's label. */
.image [data-initials]::before { content: attr(data-initials); }
.image.round { border-radius: 50%; }
.image.small { width: 32px; height: 32px; font-size: 12px; }
.image.large { width: 80px; height: 80px; border-radius: 22px; font-size: 26px; }
.image.grid { width: 56px; height: 56px; border-radius: 16px; font-size: 18px; }

/* The Connect view: method groups, legal consent, loading placeholders, branding */
.connect-methods { display: flex; flex-direction: column; gap: 8px; min-width: 0; margin: 0; padding: 0; border: 0; }
.connect-methods[hidden] { display: none; }
fieldset.connect-methods { gap: 12px; }
fieldset.connect-methods:disabled { opacity: 0.55; }
fieldset.connect-methods:disabled .item { cursor: not-allowed; }
.legal-consent { display: grid; grid-template-columns: auto 1fr; gap: 4px 10px; align-items: start; padding: 10px 12px; border-radius: var(--ak-radius-item); background: var(--ak-surface); font-size: 14px; }
.legal-consent input { width: 18px; height: 18px; margin: 2px 0 0; accent-color: var(--ak-accent); }
.legal-consent a, .legal-notice a, .branding a { color: inherit; font-weight: 600; text-decoration: underline; text-underline-offset: 2px; }
.legal-hint { grid-column: 2; color: var(--ak-muted); font-size: 13px; }
.legal-notice { padding: 0 8px; color: var(--ak-muted); font-size: 13px; text-align: center; }
.item.placeholder { cursor: default; }
.item.placeholder .image { border-color: transparent; background: var(--ak-surface-hover); }
.placeholder-bar { flex: 1; max-width: 60%; height: 12px; border-radius: 6px; background: var(--ak-surface-hover); animation: ak-pulse 1.2s ease-in-out infinite alternate; }
.chevron[data-expanded="true"] svg { transform: rotate(90deg); }
/* Icons that point (back, chevrons) point the other way when the modal reads right to left. */
[dir="rtl"] .ak-mirror { transform: scaleX(-1); }
[dir="rtl"] .chevron[data-expanded="true"] svg { transform: rotate(90deg); }
.branding { display: flex; justify-content: center; padding-top: 4px; color: var(--ak-muted); font-size: 12px; }
.branding a { font-weight: 400; text-decoration: none; }
.branding a:hover { text-decoration: underline; }
@keyframes ak-pulse { from { opacity: 1; } to { opacity: 0.45; } }

/* Connecting and switching */
.lead { padding: 0 8px; color: var(--ak-muted); font-size: 14px; text-align: center; }
.status {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 12px 0 4px;
  text-align: center;
}
.status h3 { font-size: 17px; font-weight: 600; }
.status p { max-width: 280px; color: var(--ak-muted); font-size: 14px; }
.status p.error { color: var(--ak-danger); font-weight: 600; }
.ring { position: relative; padding: 8px; }
.ring::after {
  content: "";
  position: absolute;
  inset: 0;
  border: 3px solid transparent;
  border-top-color: var(--ak-accent);
  border-right-color: var(--ak-accent);
  border-radius: 30px;
  animation: ak-spin 900ms linear infinite;
}
.ring.round::after { border-radius: 50%; }
.ring[data-error="true"]::after { border-color: var(--ak-danger); animation: none; }
.spinner {
  width: 22px;
  height: 22px;
  border: 2.5px solid var(--ak-border);
  border-top-color: var(--ak-accent);
  border-radius: 50%;
  animation: ak-spin 800ms linear infinite;
}
.centered {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: 160px;
  color: var(--ak-muted);
  text-align: center;
}

/* All wallets */
.search { position: relative; }
.search svg {
  position: absolute;
  top: 50%;
  inset-inline-start: 14px;
  width: 16px;
  height: 16px;
  color: var(--ak-muted);
  transform: translateY(-50%);
  pointer-events: none;
}
.search input {
  width: 100%;
  height: 44px;
  padding-block: 0;
  padding-inline: 38px 12px;
  border: 1px solid var(--ak-border);
  border-radius: var(--ak-radius-item);
  background: var(--ak-surface);
  outline: none;
}
.search .spinner { position: absolute; top: 14px; inset-inline-start: 14px; width: 16px; height: 16px; border-width: 2px; }
.search input::placeholder { color: var(--ak-muted); opacity: 1; }
.search input:focus-visible { border-color: var(--ak-accent); outline: 2px solid var(--ak-accent); outline-offset: 0; }
.scroller {
  position: relative;
  height: min(420px, 56vh);
  margin: 0 -16px -16px;
  padding: 0 16px 16px;
  overflow-y: auto;
  overscroll-behavior: contain;
  contain: strict;
  will-change: scroll-position;
}
/* Fixed-size rows, each laid out and painted on its own: a row coming into view restyles nothing else. */
.grid-rows { position: relative; contain: strict; }
.grid-rows.scrolling { pointer-events: none; }
/* Inside the tile: a row's paint containment would clip a ring drawn outside it. */
.grid-row .tile:focus-visible { outline-offset: -2px; }
.grid-row {
  position: absolute;
  top: 0;
  inset-inline: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  height: 96px;
  contain: strict;
}
.tile {
  display: block;
  width: 100%;
  contain: strict;
  text-align: center;
  height: 96px;
  padding: 8px 4px;
  border: 1px solid transparent;
  border-radius: var(--ak-radius-item);
  background: var(--ak-surface);
  color: var(--ak-fg);
  font-size: 12px;
  font-weight: 500;
  cursor: pointer;
  transition: background-color 120ms ease;
}
.tile:hover { background: var(--ak-surface-hover); }
.tile .image { display: block; margin: 0 auto 6px; line-height: 54px; }
.tile .image img { display: block; }
.tile-name { display: block; overflow: hidden; line-height: 1.4; text-overflow: ellipsis; white-space: nowrap; }
.sentinel { display: flex; justify-content: center; padding: 12px 0; }

/* Account */
.account { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 4px 0 8px; }
.avatar {
  width: 72px;
  height: 72px;
  margin-bottom: 6px;
  border-radius: 50%;
  background: linear-gradient(135deg, var(--avatar-from, #60a5fa), var(--avatar-to, #a78bfa));
  box-shadow: inset 0 0 0 1px var(--ak-border);
}
.address { display: flex; align-items: center; gap: 4px; }
.address h3 { font-size: 18px; font-weight: 600; font-variant-numeric: tabular-nums; }
.balance { color: var(--ak-muted); font-size: 15px; font-variant-numeric: tabular-nums; }

/* Receive */
.receive { display: flex; flex-direction: column; align-items: stretch; gap: 12px; text-align: center; }
.receive-address { font-variant-numeric: tabular-nums; overflow-wrap: anywhere; user-select: all; }
.receive-networks { color: var(--ak-muted); font-size: 13px; }

/* Links of the Get-wallet view */
.link {
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 52px;
  padding: 0 14px;
  border-radius: var(--ak-radius-item);
  background: var(--ak-surface);
  color: var(--ak-fg);
  font-weight: 600;
  text-decoration: none;
}
.link:hover { background: var(--ak-surface-hover); }
.link span { flex: 1; }
.link svg { width: 16px; height: 16px; color: var(--ak-muted); }

/* Alerts and toasts */
.alerts { display: flex; flex-direction: column; gap: 8px; padding: 0 16px 8px; }
.alert {
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding-block: 10px;
  padding-inline: 12px 8px;
  border: 1px solid var(--ak-border);
  border-radius: var(--ak-radius-item);
  font-size: 13px;
}
.alert > svg { flex: none; width: 18px; height: 18px; margin-top: 1px; }
.alert-text { flex: 1; min-width: 0; }
.alert-text strong { display: block; font-weight: 700; }
.alert-text p { color: var(--ak-fg); opacity: 0.85; }
.alert .icon-btn { width: 28px; height: 28px; }
.alert .icon-btn svg { width: 14px; height: 14px; }
.alert[data-variant="error"] { background: var(--ak-danger-tint); }
.alert[data-variant="error"] > svg { color: var(--ak-danger); }
.alert[data-variant="warning"] { background: var(--ak-warning-tint); }
.alert[data-variant="warning"] > svg { color: var(--ak-warning); }
.alert[data-variant="info"] { background: var(--ak-info-tint); }
.alert[data-variant="info"] > svg { color: var(--ak-info); }
.alert[data-variant="success"] { background: var(--ak-success-tint); }
.alert[data-variant="success"] > svg { color: var(--ak-success); }
.toast-region {
  position: absolute;
  inset-inline: 0;
  bottom: 16px;
  display: flex;
  justify-content: center;
  pointer-events: none;
}
.toast {
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: calc(100% - 32px);
  padding-block: 8px;
  padding-inline: 10px 14px;
  border: 1px solid var(--ak-border);
  border-radius: 999px;
  background: var(--ak-bg);
  box-shadow: var(--ak-shadow);
  font-size: 13px;
  font-weight: 600;
  pointer-events: auto;
  animation: ak-toast-in 160ms ease-out;
}
.toast svg { flex: none; width: 16px; height: 16px; }
.toast[data-variant="success"] svg { color: var(--ak-success); }
.toast[data-variant="error"] svg { color: var(--ak-danger); }
.toast[data-variant="info"] svg { color: var(--ak-info); }
.toast .spinner { width: 16px; height: 16px; border-width: 2px; }

@keyframes ak-fade-in { from { opacity: 0; } }
/*
 * Opacity only: a dialog that does not move can be clicked the moment it shows. It starts at
 * 60%, so its content reads in the first frame after the click.
 */
@keyframes ak-pop-in { from { opacity: 0.6; } }
@keyframes ak-slide-up { from { transform: translateY(100%); } }
@keyframes ak-toast-in { from { opacity: 0; transform: translateY(6px); } }
@keyframes ak-spin { to { transform: rotate(360deg); } }
@keyframes ak-shake {
  0%, 100% { transform: translateX(0); }
  15%, 55% { transform: translateX(-8px); }
  35%, 75% { transform: translateX(8px); }
  90% { transform: translateX(-3px); }
}

/* Embedded mode: the same panel inline in the page, with no overlay and no entrance. */
.dialog.embedded {
  max-height: none;
  box-shadow: none;
  animation: none;
}
.dialog.embedded[data-shake="true"] { animation: ak-shake 500ms ease-in-out; }
@media (max-width: 430px) {
  .dialog.embedded { border-bottom: 1px solid var(--ak-border); border-radius: var(--ak-radius); }
}

@media (prefers-reduced-motion: reduce) {
  .root *, .root *::before, .root *::after, .overlay, .dialog {
    animation: none !important;
    transition: none !important;
  }
}
`

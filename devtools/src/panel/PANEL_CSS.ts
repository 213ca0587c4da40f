/**
 * The panel's styles, adopted into its shadow root as a constructed stylesheet (no inline
 * <style>, so a strict style-src policy allows it). Page CSS cannot reach in; these cannot
 * leak out. The drawer sits just below the AppKit modal's overlay (z-index 2147483000), so it
 * never covers the modal; the toggle button sits just above it, so it stays reachable.
 */
export const PANEL_CSS = `
:host { all: initial; }
.dt-root {
  --dt-bg: #14161a; --dt-bg2: #1c1f25; --dt-bg3: #262a32; --dt-fg: #e6e8eb; --dt-dim: #9aa1ab;
  --dt-accent: #5ea2ff; --dt-ok: #4fc27a; --dt-err: #ff6b6b; --dt-warn: #f0b354; --dt-border: #333843;
  font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  color: var(--dt-fg);
}
.dt-root *, .dt-root *::before, .dt-root *::after { box-sizing: border-box; }
.dt-root button, .dt-root input, .dt-root select { font: inherit; color: inherit; }
.dt-root button {
  background: var(--dt-bg3); border: 1px solid var(--dt-border); border-radius: 4px;
  padding: 2px 8px; cursor: pointer;
}
.dt-root button:hover:not(:disabled) { border-color: var(--dt-accent); }
.dt-root button:disabled { opacity: 0.5; cursor: default; }
.dt-root :focus-visible { outline: 2px solid var(--dt-accent); outline-offset: 1px; }
.dt-root input, .dt-root select {
  background: var(--dt-bg); border: 1px solid var(--dt-border); border-radius: 4px; padding: 2px 6px;
}
.dt-toggle {
  position: fixed; right: 12px; bottom: 12px; z-index: 2147483001;
  padding: 6px 12px !important; border-radius: 16px !important;
  background: var(--dt-bg) !important; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.4);
}
.dt-toggle[aria-expanded='true'] { border-color: var(--dt-accent) !important; }
.dt-drawer {
  position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147482999;
  max-height: 90vh; min-height: 120px;
  display: flex; flex-direction: column;
  background: var(--dt-bg); border-top: 1px solid var(--dt-border);
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.35);
}
.dt-handle {
  flex: none; height: 8px; cursor: ns-resize; background: var(--dt-bg2); touch-action: none;
  border-bottom: 1px solid var(--dt-border);
}
.dt-handle:hover, .dt-handle:focus-visible { background: var(--dt-accent); }
.dt-banner {
  flex: none; display: flex; gap: 8px; align-items: center; padding: 4px 8px;
  background: #3a2f14; color: var(--dt-warn);
}
.dt-header {
  flex: none; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between;
  padding: 4px 8px; background: var(--dt-bg2); border-bottom: 1px solid var(--dt-border);
}
.dt-tabs { display: flex; gap: 2px; }
.dt-tab { border-color: transparent !important; background: transparent !important; }
.dt-tab[aria-selected='true'] { border-color: var(--dt-accent) !important; background: var(--dt-bg3) !important; }
.dt-toolbar { display: flex; gap: 4px; align-items: center; }
.dt-toolbar button[aria-pressed='true'] { color: var(--dt-warn); border-color: var(--dt-warn); }
.dt-file { display: none; }
.dt-body { flex: 1; min-height: 0; overflow: auto; padding: 6px 8px; }
.dt-body[hidden] { display: none; }
.dt-alert { color: var(--dt-err); padding: 2px 8px; }
.dt-controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 6px; }
.dt-count, .dt-dim { color: var(--dt-dim); }
.dt-list { list-style: none; margin: 0; padding: 0; }
.dt-row { border-bottom: 1px solid var(--dt-border); }
.dt-row-toggle {
  display: flex !important; gap: 8px; width: 100%; text-align: left; align-items: baseline;
  background: transparent !important; border: 0 !important; border-radius: 0 !important; padding: 2px 0 !important;
}
.dt-row-toggle:hover { background: var(--dt-bg2) !important; }
.dt-row-toggle > span { white-space: nowrap; }
.dt-time { color: var(--dt-dim); flex: none; }
.dt-name { color: var(--dt-accent); flex: none; }
.dt-row[data-kind='log'] .dt-name { color: var(--dt-warn); }
.dt-summary { color: var(--dt-dim); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; }
.dt-tag { flex: none; padding: 0 4px; border-radius: 3px; background: var(--dt-bg3); color: var(--dt-dim); }
.dt-ok { color: var(--dt-ok); }
.dt-error { color: var(--dt-err); }
.dt-pending { color: var(--dt-warn); }
.dt-json {
  margin: 2px 0 6px 16px; padding: 6px; background: var(--dt-bg2); border-radius: 4px;
  white-space: pre-wrap; word-break: break-all; max-height: 320px; overflow: auto;
}
.dt-details { margin: 0 0 6px 16px; }
.dt-details dt { color: var(--dt-dim); }
.dt-details dd { margin: 0 0 4px 0; word-break: break-all; }
.dt-section { margin: 0 0 10px; }
.dt-section h3 { font-size: 12px; margin: 6px 0 4px; color: var(--dt-dim); text-transform: uppercase; letter-spacing: 0.04em; }
.dt-table { border-collapse: collapse; width: 100%; }
.dt-table th, .dt-table td { text-align: left; padding: 2px 8px 2px 0; border-bottom: 1px solid var(--dt-border); vertical-align: top; word-break: break-word; }
.dt-table th { color: var(--dt-dim); font-weight: normal; }
@media (prefers-reduced-motion: no-preference) { .dt-drawer { transition: box-shadow 0.15s; } }
`

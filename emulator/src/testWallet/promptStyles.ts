/** The prompt's stylesheet, scoped to its shadow root so page CSS and it leave each other alone. */
export const promptStyles = `
:host { all: initial; }
dialog {
  position: fixed;
  inset: 0;
  z-index: 2147483647;
  margin: auto;
  height: fit-content;
  box-sizing: border-box;
  width: min(360px, calc(100vw - 32px));
  padding: 20px;
  border: 1px solid #d0d7de;
  border-radius: 16px;
  background: #ffffff;
  color: #1f2328;
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
}
dialog::backdrop { background: rgba(15, 23, 42, 0.35); }
h2 { margin: 0 0 12px; font-size: 16px; font-weight: 600; }
.summary { margin: 0 0 12px; font-weight: 600; white-space: pre-wrap; overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 12px; }
dt { color: #59636e; }
dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
pre {
  max-height: 140px; overflow: auto; margin: 0 0 16px; padding: 8px;
  border-radius: 8px; background: #f6f8fa; font-size: 11px; white-space: pre-wrap; overflow-wrap: anywhere;
}
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button {
  min-width: 96px; padding: 8px 16px; border-radius: 10px; border: 1px solid #d0d7de;
  background: #f6f8fa; color: #1f2328; font: inherit; font-weight: 600; cursor: pointer;
}
button.approve { background: #1f6feb; border-color: #1f6feb; color: #ffffff; }
button:focus-visible { outline: 3px solid #7aa7ff; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  dialog { background: #161b22; color: #e6edf3; border-color: #30363d; }
  dt { color: #8d96a0; }
  pre { background: #0d1117; }
  button { background: #21262d; color: #e6edf3; border-color: #30363d; }
}
`

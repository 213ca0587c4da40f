/** The transaction toasts' styles (adopted by the document while they show). */
export const TRANSACTION_TOAST_CSS = `
.appkit-tx-toasts{position:fixed;inset-block-end:16px;inset-inline-end:16px;z-index:2147483000;display:flex;flex-direction:column;gap:8px;max-inline-size:min(360px,calc(100vw - 32px));font:14px/1.4 var(--appkit-font-family,system-ui,sans-serif)}
.appkit-tx-toast{display:flex;align-items:center;gap:8px;padding:10px 12px;border-radius:12px;background:var(--appkit-toast-background,#1f1f22);color:var(--appkit-toast-color,#fff);box-shadow:0 4px 16px rgb(0 0 0/.25)}
.appkit-tx-toast[data-status=failed]{outline:2px solid #f25a67}
.appkit-tx-toast p{margin:0;flex:1;overflow-wrap:anywhere}
.appkit-tx-toast small{display:block;opacity:.8}
.appkit-tx-toast a,.appkit-tx-toast button{color:inherit;font:inherit;background:none;border:1px solid currentColor;border-radius:8px;padding:2px 8px;cursor:pointer;text-decoration:none;white-space:nowrap}
.appkit-tx-toast a:focus-visible,.appkit-tx-toast button:focus-visible{outline:2px solid #3396ff;outline-offset:2px}
@media (prefers-reduced-motion:no-preference){.appkit-tx-toast{animation:appkit-tx-in .2s ease-out}}
@keyframes appkit-tx-in{from{opacity:0;transform:translateY(8px)}}
`

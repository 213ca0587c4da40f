import { AppKitApp } from './AppKitApp'

const TITLE = '{{appName}}'

/** A server component: the page's shell; the wallet parts are the client component below. */
export default function Home() {
  return <AppKitApp title={TITLE} />
}

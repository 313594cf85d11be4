import { pushToDataLayer } from './data-layer'

/** Records every change between online and offline; returns a function that stops listening. */
export function trackConnectivity(): () => void {
  const onOnline = () => pushToDataLayer({ event: 'connectivity', status: 'online' })
  const onOffline = () => pushToDataLayer({ event: 'connectivity', status: 'offline' })
  window.addEventListener('online', onOnline)
  window.addEventListener('offline', onOffline)
  return () => {
    window.removeEventListener('online', onOnline)
    window.removeEventListener('offline', onOffline)
  }
}

import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { withFetchPolicy } from './http/fetch-policy'
import { reloadOnceOnChunkError } from './shell/chunk-reload'
import { watchForNewDeployment } from './shell/new-deployment'

reloadOnceOnChunkError(window)
// The site's own requests (React Router's route data among them) follow SPEC 7's retry and timeout policy.
window.fetch = withFetchPolicy(window.fetch.bind(window), window.location.origin)
watchForNewDeployment()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})

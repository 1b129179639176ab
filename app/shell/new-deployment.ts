/**
 * SPEC 4: noticing a new deployment. The browser polls builds/latest.json (with a timestamp, past any
 * cache) every 5 minutes and whenever the tab comes back into view; once its id differs from the build
 * this page runs, the next navigation loads a whole document, so the visitor gets the new code instead
 * of asking the new server for data in the old code's shape.
 */
export const DEPLOYMENT_POLL_MS = 5 * 60_000
export const LATEST_BUILD_PATH = '/builds/latest.json'

let newDeploymentSeen = false

export function hasNewDeployment(): boolean {
  return newDeploymentSeen
}

/** Asks once; a failed or odd answer changes nothing (the next poll asks again). */
export async function checkForNewDeployment(
  currentBuild: string = import.meta.env.BUILD_ID,
  now = Date.now(),
): Promise<boolean> {
  try {
    const response = await fetch(`${LATEST_BUILD_PATH}?t=${now}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
    if (response.ok) {
      const latest = (await response.json()) as { id?: unknown }
      if (typeof latest.id === 'string' && latest.id !== currentBuild) newDeploymentSeen = true
    }
  } catch {
    // Offline or the file is missing (a development server): try again at the next poll.
  }
  return newDeploymentSeen
}

/** Starts polling; returns a function that stops it. */
export function watchForNewDeployment(): () => void {
  const check = () => {
    if (!newDeploymentSeen) void checkForNewDeployment()
  }
  const timer = setInterval(check, DEPLOYMENT_POLL_MS)
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check()
  }
  document.addEventListener('visibilitychange', onVisibilityChange)
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisibilityChange)
  }
}

/**
 * Client middleware for the root route: after a new deployment, a page request (GET) becomes a full
 * document load of the same address. A form submission goes ahead as it is, so nothing typed is lost.
 */
export async function loadNewDeploymentOnNavigation<Result>(
  { request }: { request: Request },
  next: () => Promise<Result>,
): Promise<Result> {
  if (newDeploymentSeen && request.method === 'GET') {
    window.location.assign(request.url)
    // The document load replaces this page; the client navigation never completes.
    return new Promise<never>(() => undefined)
  }
  return next()
}

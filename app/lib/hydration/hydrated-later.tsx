import {
  createContext,
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
} from 'react'

/** The parts drawn on this page whose code has not come or that React has not hydrated yet. */
const pending = new Set<Promise<void>>()

/** Resolves once every part hydrated later on the page is hydrated (or has given up and stays as drawn). */
export async function partsHydrated(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending)
}

interface HydrationSignal {
  promise: Promise<void>
  done: () => void
}

function hydrationSignal(): HydrationSignal {
  let resolve = () => {}
  const promise = new Promise<void>((settle) => (resolve = settle))
  return {
    promise,
    done() {
      pending.delete(promise)
      resolve()
    },
  }
}

/** The signal of the part around: its loaded code says, once hydrated, that it is. */
const PartSignal = createContext<HydrationSignal | null>(null)

/**
 * A part of the page that the server renders whole and the browser hydrates from its own file,
 * fetched as the page hydrates, so its code is not in the JavaScript every page loads first
 * (docs/decisions/0057-page-weight-budgets-hold-again.md).
 *
 * The server's markup works before and without scripts (a plain search box, a native `<details>`).
 * React keeps it, untouched, until the file has come (a dehydrated Suspense boundary), then hydrates
 * it; the rest of the page hydrates meanwhile, and `<html data-hydrated>` waits for the part
 * (partsHydrated). A visitor's typing before then stays in the DOM.
 *
 * `Placeholder` must draw exactly what the part draws before it is interactive: React draws it if it
 * has to render the part afresh before the file came, and it stays if the file cannot be loaded
 * (decision 0047: a part that fails twice stays out, not the page). The part is memoised: a change of
 * its parent's state must not reach a boundary still waiting for its code, which React would then
 * render afresh, losing what was typed.
 */
export function hydratedLater<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Placeholder: ComponentType<Props>,
): ComponentType<Props> {
  /** The part's code, or the placeholder, saying once hydrated that it is. */
  const signalling = (Drawn: ComponentType<Props>) =>
    function Hydrated(props: Props) {
      const signal = use(PartSignal)
      useEffect(() => signal?.done(), [signal])
      return <Drawn {...props} />
    }
  // A cancelled import (the page is reloading for a new deployment, app/shell/chunk-reload.ts) has no
  // module, and reading it throws: the placeholder, as when the code cannot be loaded.
  const Part = lazy(() =>
    load().then(
      (Loaded) => ({ default: signalling(Loaded) }),
      () => ({ default: signalling(Placeholder) }),
    ),
  )
  return memo(function HydratedLater(props: Props) {
    const [signal] = useState(hydrationSignal)
    // Before the page's own effects (HydrationSignal's among them): React hydrates the part after the page.
    useLayoutEffect(() => {
      pending.add(signal.promise)
      return signal.done
    }, [signal])
    return (
      <PartSignal value={signal}>
        <Suspense fallback={<Placeholder {...props} />}>
          <Part {...props} />
        </Suspense>
      </PartSignal>
    )
  })
}

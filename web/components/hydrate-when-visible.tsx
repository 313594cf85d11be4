import {
  createElement,
  Suspense,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react'

import { useIsClient } from '../lib/use-is-client'

/** How close to the viewport a section's code starts loading: one screen ahead of the scroll. */
const AHEAD = '100% 0px'

/** Resolves once `element` comes within a screen of the viewport or the visitor touches or focuses it. */
function whenWanted(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === 'undefined') return resolve()
    const want = () => {
      observer.disconnect()
      element.removeEventListener('focusin', want)
      element.removeEventListener('pointerdown', want)
      resolve()
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
      rootMargin: AHEAD,
    })
    observer.observe(element)
    element.addEventListener('focusin', want)
    element.addEventListener('pointerdown', want)
  })
}

/** The island's latest props, read by its content when it renders. */
class PropsStore<P> {
  #props: P
  readonly #listeners = new Set<() => void>()

  constructor(props: P) {
    this.#props = props
    this.getInitial = () => props
  }

  readonly get = (): P => this.#props

  /** The props of the first render: what the server rendered with, so what hydration must match. */
  readonly getInitial: () => P

  readonly subscribe = (listener: () => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  set(props: P) {
    if (props === this.#props) return
    this.#props = props
    this.#listeners.forEach((listener) => listener())
  }
}

type IslandState<P> = { code: Promise<ComponentType<P>>; props: PropsStore<P>; watch?: (element: Element) => void }

function Content<P extends object>({ island }: { island: IslandState<P> }) {
  // Hydration renders with the server's props (no mismatch if they changed while the code loaded);
  // React renders again with the latest right after.
  const props = useSyncExternalStore(island.props.subscribe, island.props.get, island.props.getInitial)
  // The same component every time: the promise settles once.
  return createElement(use(island.code), props)
}

/**
 * A section far down the page whose code the first load does without. The server renders it into the
 * HTML as usual, so it is there to read (and without JavaScript); in the browser the page hydrates
 * around it and its code loads only when it comes within a screen of the viewport, or when it is
 * touched or focused first. Then React hydrates it in place: nothing moves or flashes. Rendered on a
 * client-side navigation, it loads its code at once.
 *
 * The waiting part of the tree never receives an update (React would have to drop its server HTML):
 * new props reach the content through a store, when it renders.
 */
export function hydrateWhenVisible<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let code: Promise<ComponentType<P>> | undefined
  const loadOnce = () => (code ??= load())

  return function Island(props: P) {
    const isClient = useIsClient()
    // Chosen once, in the first render: while hydrating, the code waits until the section is wanted.
    const [island] = useState((): IslandState<P> => {
      const store = new PropsStore(props)
      if (isClient || typeof document === 'undefined') return { code: loadOnce(), props: store }
      let watching = false
      let want: (element: Element) => void = () => undefined
      const wanted = new Promise<void>((resolve) => {
        want = (element) => {
          if (watching) return
          watching = true
          void whenWanted(element).then(resolve)
        }
      })
      return { code: wanted.then(loadOnce), props: store, watch: want }
    })
    useLayoutEffect(() => island.props.set(props))
    const watch = useCallback(
      (element: HTMLDivElement | null) => {
        if (element) island.watch?.(element)
      },
      [island],
    )
    const content = useMemo(
      () => (
        <Suspense fallback={null}>
          <Content island={island} />
        </Suspense>
      ),
      [island],
    )
    return <div ref={watch}>{content}</div>
  }
}

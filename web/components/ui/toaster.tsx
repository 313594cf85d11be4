import * as ToastPrimitive from '@radix-ui/react-toast'

import { dismissToast, useToasts } from './toast-store'

/** Shown 5 s; swiped 50 px to the right dismisses; F8 focuses the region (SPEC.md section 9). */
const TOAST_DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50

const variants = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const

/** Renders the toasts of `toast()`; mounted once by the app. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.isOpen}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(item.id)
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`pointer-events-auto relative flex w-full items-start gap-4 rounded-lg border p-4 pr-10 shadow-lg transition data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 ${variants[item.variant]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-md" />
    </ToastPrimitive.Provider>
  )
}

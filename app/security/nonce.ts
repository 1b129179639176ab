import { createContext as createReactContext, useContext } from 'react'
import { createContext } from 'react-router'

/** The Content-Security-Policy nonce of this request, set by the server for loaders and entry.server. */
export const cspNonceContext = createContext<string>('')

/** The same nonce for components that render inline scripts. It is empty in the browser, which is fine: the browser hides nonces. */
export const NonceContext = createReactContext('')
export const useNonce = () => useContext(NonceContext)

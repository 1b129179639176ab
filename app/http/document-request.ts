import { createContext } from 'react-router'

/**
 * True while React Router answers a page's HTML (a visitor's first load of it, not a `.data` request
 * of a client navigation) outside draft preview: the browser will start from the server's HTML, so a
 * loader may leave out data only that HTML needs (app/sections/html-only.server.ts). False by
 * default, so a loader run any other way (tests, revalidation, preview) sends everything.
 */
export const documentRequestContext = createContext<boolean>(false)

/** Whether a request to the page handler asks for a page's HTML rather than its `.data`. */
export function isDocumentRequest(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !pathname.endsWith('.data')
}

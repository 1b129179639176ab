import { createContext, useContext } from 'react'
import type { AssetConfig } from './assets'

/** Where this deployment's images and files live; provided once by the root route. */
const AssetConfigContext = createContext<AssetConfig>({ projectId: 'local', dataset: 'production', baseUrl: '/media' })

export const AssetConfigProvider = AssetConfigContext.Provider
export const useAssetConfig = () => useContext(AssetConfigContext)

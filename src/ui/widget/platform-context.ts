import { createContext, useContext } from 'react';
import { offlineServices, type PlatformServices } from '../../platform/services';

export const PlatformContext = createContext<PlatformServices>(offlineServices());

/** The API, analytics and host messaging of the widget this component is in. */
export const usePlatform = (): PlatformServices => useContext(PlatformContext);

import { createContext, useContext } from 'react';

/**
 * Turns a path the server answered with (a logo) into an address. The page provides the API client's `serverUrl`;
 * the tab components read it from here, so they render from data alone (their component tests need no API client).
 */
export const ServerUrlContext = createContext<(path: string) => string>((path) => path);

export const useServerUrl = () => useContext(ServerUrlContext);

export { Provider } from './Provider';
export type { ProviderProps } from './Provider';
export { GlobalStyle } from './GlobalStyle';

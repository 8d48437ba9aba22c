export { Provider } from './Provider';
export type { ProviderProps } from './Provider';
export { GlobalStyle } from './GlobalStyle';
export { BrandProvider } from './BrandProvider';
export type { BrandProviderProps } from './BrandProvider';

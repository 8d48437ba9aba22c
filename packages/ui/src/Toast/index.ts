export { ToastProvider, useToast } from './ToastProvider';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './ToastProvider';

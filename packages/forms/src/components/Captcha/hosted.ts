/** Turnstile and hCaptcha: their script, loaded on demand (once per page), and their explicit-render API. */
export type HostedProvider = 'turnstile' | 'hcaptcha';

interface HostedApi {
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string;
  reset(widgetId?: string): void;
  remove?(widgetId: string): void;
}

const SCRIPTS: Record<HostedProvider, { url: string; global: 'turnstile' | 'hcaptcha' }> = {
  turnstile: { url: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
  hcaptcha: { url: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off', global: 'hcaptcha' },
};

const loading = new Map<HostedProvider, Promise<HostedApi>>();

function apiOf(provider: HostedProvider): HostedApi | undefined {
  return (window as unknown as Record<string, HostedApi | undefined>)[SCRIPTS[provider].global];
}

/** The provider's widget API, its script added to the page the first time it is needed. */
export function loadHosted(provider: HostedProvider): Promise<HostedApi> {
  const ready = apiOf(provider);
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(provider);
  if (!promise) {
    promise = new Promise<HostedApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = SCRIPTS[provider].url;
      script.async = true;
      script.onload = () => {
        const api = apiOf(provider);
        if (api) resolve(api);
        else reject(new Error(`${provider} did not load.`));
      };
      script.onerror = () => {
        loading.delete(provider);
        script.remove();
        reject(new Error(`${provider} could not be loaded.`));
      };
      document.head.appendChild(script);
    });
    loading.set(provider, promise);
  }
  return promise;
}

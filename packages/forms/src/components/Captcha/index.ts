export { Captcha } from './Captcha';
export type { CaptchaProps } from './Captcha';
export { CAPTCHA_TEXT, CaptchaError, useCaptcha } from './useCaptcha';
export type { CaptchaController, CaptchaInfo, CaptchaState, CaptchaStatus, UseCaptchaOptions } from './useCaptcha';

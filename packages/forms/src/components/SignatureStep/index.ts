export { SignatureStep } from './SignatureStep';
export type { SignatureStepProps } from './SignatureStep';

import type { FastifyInstance } from 'fastify';

/**
 * A feature (features/<area>/index.ts): registers its routes on the app with the small, typed set of
 * dependencies it asks for (`Deps`). app/features.ts lists the features and hands each its deps.
 */
export interface Feature<Deps> {
  readonly name: string;
  register(app: FastifyInstance, deps: Deps): Promise<void>;
}

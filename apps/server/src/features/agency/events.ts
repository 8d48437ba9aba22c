/** The events of agencies (platform/events.ts). */
declare module '../../platform/events' {
  interface Events {
    /** An agency and its owner were created (the CLI, a platform operator, the demo seed), in that transaction. */
    'agency.created': { agencyId: number; ownerUserId: string };
  }
}

export {};

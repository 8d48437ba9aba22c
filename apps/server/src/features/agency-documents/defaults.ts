import type { AgencyDocumentKind } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { documentHash } from './queries';
import type { Listener } from '../../platform/events';

/** Who published the default texts (no staff member did). */
export const DEFAULT_PUBLISHER = 'Agency Portal (example text)';

/**
 * The example texts a new agency starts with, published as version 1 so applicants can sign at once. They
 * say plainly that they are examples: the owner replaces them with the agency's own (Agreement and terms).
 */
export const DEFAULT_AGENCY_DOCUMENTS: Readonly<Record<AgencyDocumentKind, { title: string; body: string }>> = {
  agreement: {
    title: 'Agreement',
    body: [
      '> **Example text.** The agency replaces this agreement with its own in *Agreement and terms*. It is not legal advice.',
      '',
      '## 1. Assignments',
      '',
      'The agency offers you assignments with its clients. For each one you may accept or decline. When you accept, you agree to:',
      '',
      '- work the shifts you confirmed, and tell the agency at once if you cannot;',
      "- follow the client facility's policies and the instructions of its supervisors;",
      '- keep your license, certifications and health records current and tell the agency when one changes.',
      '',
      '## 2. Time and pay',
      '',
      '1. Record your hours on the time sheet the agency gives you, and have the facility sign it.',
      '2. The agency pays you the rate confirmed for the assignment, every week, for the hours approved.',
      '',
      '## 3. Confidentiality',
      '',
      "Keep patients' information and the facility's business information confidential, during and after your assignments.",
      '',
      '## 4. Ending an assignment',
      '',
      'Either party may end an assignment with **two weeks** notice, except where safety or the law requires otherwise.',
    ].join('\n'),
  },
  terms: {
    title: 'Terms & Conditions',
    body: [
      '> **Example text.** The agency replaces these terms with its own in *Agreement and terms*. It is not legal advice.',
      '',
      '## Using the portal',
      '',
      '- Keep your password to yourself; you are responsible for what is done with your account.',
      '- Give true and complete information, and update it when it changes.',
      '',
      '## Your information',
      '',
      'The agency uses the information you give to consider you for assignments, to meet its legal duties and to pay you. It shares it with client facilities only as an assignment requires.',
      '',
      '## Changes to these terms',
      '',
      'The agency may publish a new version of these terms. You will be asked to read and accept it before you continue.',
    ].join('\n'),
  },
};

/** Publishes the example texts as version 1 of each document of a new agency (in the caller's transaction). */
export async function insertDefaultAgencyDocuments(db: Db, agencyId: number): Promise<void> {
  for (const [kind, { title, body }] of Object.entries(DEFAULT_AGENCY_DOCUMENTS) as [
    AgencyDocumentKind,
    { title: string; body: string },
  ][])
    await db
      .insertInto('agency_documents')
      .values({
        agency_id: agencyId,
        kind,
        version: 1,
        title,
        body,
        status: 'published',
        body_hash: documentHash({ kind, version: 1, title, body }),
        updated_by_name: DEFAULT_PUBLISHER,
        published_at: new Date(),
        published_by: null,
        published_by_name: DEFAULT_PUBLISHER,
      })
      .execute();
}

/** `agency.created` (app/events.ts): every new agency starts with the example documents, version 1. */
export const publishDefaultDocuments: Listener<'agency.created'> = (trx, event) =>
  insertDefaultAgencyDocuments(trx, event.agencyId);

/**
 * The agency's own documents (issue 12): the Agreement and the Terms & Conditions, written by the agency
 * as versioned Markdown texts (headings, lists, emphasis, links; raw HTML is shown as text, never run).
 * The owner (and admins: `agency.documents`) edits a draft and publishes it; the current version is the
 * newest published one. The applicant reads the current version and accepts and signs it on the
 * onboarding forms `agreement-form-info` and `terms-conditions`, whose data names the version and its
 * SHA-256 (so the signature covers the text shown). Publishing a new version sends every applicant who
 * signed an older one back to sign again (status changes-requested with `AGENCY_DOCUMENT_RESIGN_REASON`).
 * docs/onboarding.md describes the behaviour.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import { defineCall } from './common';
import type { OnboardingFormKey } from './onboarding-forms';

/** The two documents, their labels and the onboarding form the applicant signs each on. */
export const AGENCY_DOCUMENT_KINDS = [
  { key: 'agreement', label: 'Agreement', form: 'agreement-form-info' },
  { key: 'terms', label: 'Terms & Conditions', form: 'terms-conditions' },
] as const satisfies readonly { key: string; label: string; form: OnboardingFormKey }[];
export type AgencyDocumentKind = (typeof AGENCY_DOCUMENT_KINDS)[number]['key'];

export function isAgencyDocumentKind(value: unknown): value is AgencyDocumentKind {
  return AGENCY_DOCUMENT_KINDS.some((kind) => kind.key === value);
}

/** The kind of document an onboarding form signs, or null for the other forms. */
export function agencyDocumentKindOf(form: OnboardingFormKey): AgencyDocumentKind | null {
  return AGENCY_DOCUMENT_KINDS.find((kind) => kind.form === form)?.key ?? null;
}

/** The label of a kind ("Agreement", "Terms & Conditions"). */
export const agencyDocumentLabel = (kind: AgencyDocumentKind): string =>
  AGENCY_DOCUMENT_KINDS.find((entry) => entry.key === kind)!.label;

/** Longest title, and longest Markdown body (characters). */
export const AGENCY_DOCUMENT_TITLE_MAX_LENGTH = 200;
export const AGENCY_DOCUMENT_BODY_MAX_LENGTH = 100_000;

/** The reason an applicant sees when a new version asks them to sign again. */
export const AGENCY_DOCUMENT_RESIGN_REASON = 'The agency published a new version: read and sign it again';

/** One version of a document. */
export interface AgencyDocumentVersion {
  Kind: AgencyDocumentKind;
  Version: number;
  Title: string;
  /** Markdown. */
  Body: string;
  Status: 'draft' | 'published';
  /** SHA-256 (hex) of the published text (kind, version, title, body as canonical JSON); null for a draft. */
  Hash: string | null;
  UpdatedAt: string;
  UpdatedBy: string;
  PublishedAt: string | null;
  PublishedBy: string | null;
}

/** A published version as the applicant reads it. */
export type PublishedAgencyDocument = AgencyDocumentVersion & { Status: 'published'; Hash: string };

/** One document for its editor: the current (published) version, the draft being written, every version. */
export interface AgencyDocument {
  Kind: AgencyDocumentKind;
  Current: PublishedAgencyDocument | null;
  Draft: AgencyDocumentVersion | null;
  /** Every published version, newest first. */
  History: PublishedAgencyDocument[];
}

/** The body of a draft save. */
export interface AgencyDocumentDraftPayload {
  Title: string;
  Body: string;
}

/** The answer of a publication: the document, and how many applicants were asked to sign again. */
export interface AgencyDocumentPublished extends AgencyDocument {
  ResignRequested: number;
}

/**
 * The data of the `agreement-form-info` and `terms-conditions` forms: which published version was read
 * and accepted (its number and SHA-256, checked against the current version on submit: 409 when a newer
 * one was published) and the "I have read and accept" box.
 */
export interface AgencyDocumentAcceptanceData {
  DocumentVersion: number;
  DocumentHash: string;
  Accepted: boolean;
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/** Both documents, for the editor (the owner and `agency.documents`). */
export const listAgencyDocuments = defineCall<{ response: AgencyDocument[] }>()({
  method: 'GET',
  path: '/api/agency/documents',
});

/** Saves the draft of a document (`:kind` agreement or terms), creating it as the next version. */
export const saveAgencyDocumentDraft = defineCall<{ body: AgencyDocumentDraftPayload; response: AgencyDocument }>()({
  method: 'PUT',
  path: '/api/agency/documents/:kind/draft',
});

/** Drops the draft (the published versions stay). */
export const discardAgencyDocumentDraft = defineCall<{ response: AgencyDocument }>()({
  method: 'DELETE',
  path: '/api/agency/documents/:kind/draft',
});

/**
 * Publishes the draft: it becomes the current version (immutable), and every applicant whose current
 * signed version of the form names an older version is asked to sign again. 409 without a draft.
 */
export const publishAgencyDocument = defineCall<{ response: AgencyDocumentPublished }>()({
  method: 'POST',
  path: '/api/agency/documents/:kind/publish',
});

/** A published version, for staff reading what an applicant signed (`onboarding.review`). */
export const getAgencyDocumentVersion = defineCall<{ response: PublishedAgencyDocument }>()({
  method: 'GET',
  path: '/api/agency/documents/:kind/versions/:version',
});

/**
 * The applicant's: the current published version of a document (`?version=` an earlier published one,
 * e.g. the one they signed). 404 when the agency has published none.
 */
export const getOnboardingAgencyDocument = defineCall<{
  query: { version?: string };
  response: PublishedAgencyDocument;
}>()({
  method: 'GET',
  path: '/api/onboarding/agency-documents/:kind',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const agencyDocumentCalls = {
  listAgencyDocuments,
  saveAgencyDocumentDraft,
  discardAgencyDocumentDraft,
  publishAgencyDocument,
  getAgencyDocumentVersion,
  getOnboardingAgencyDocument,
} as const;

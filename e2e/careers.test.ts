// The careers site (issue 16), built from the packages as published (scripts/careers.mjs, run by the test
// command's registry step) and started beside the reference server: a job order made public in the portal
// appears on the site; a clinician applies at 390 px with a 9 MB resume and double-clicks Submit, and the
// portal has exactly one New Lead (source Careers site) with one submission; applying again with the same
// e-mail adds a submission to the same applicant.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { PASSWORD, noSidewaysScroll, staffLogin, useHarness } from './support';

const root = resolve(import.meta.dirname, '..');
const careersServer = join(root, 'apps/careers/server.mjs');
const h = useHarness();
let careers: ChildProcess | undefined;
let careersUrl = '';
let token = '';

const RUN = Date.now().toString(36);
const TITLE = `Cath Lab RN ${RUN}`;
const EMAIL = `maya.okafor.${RUN}@example.com`;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A staff call to the API with the owner's token. */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${h().baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  assert.ok(answer.ok, `${method} ${path}: ${answer.status} ${text}`);
  return JSON.parse(text) as T;
}

/**
 * Starts the careers site against the harness's server and signs the owner in to the API, once: on the first
 * test's call (the harness starts in its own `before`).
 */
let started: Promise<void> | undefined;
const ready = () => (started ??= start());

async function start() {
  assert.ok(existsSync(join(root, 'apps/careers/dist/server/entry-server.js')), 'apps/careers is not built');
  const port = await freePort();
  careersUrl = `http://127.0.0.1:${port}`;
  careers = spawn(process.execPath, [careersServer], {
    env: { ...process.env, PORT: String(port), CAREERS_API_URL: h().baseUrl, CAREERS_AGENCY: 'demo' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  careers.stdout?.on('data', (chunk) => (output += chunk));
  careers.stderr?.on('data', (chunk) => (output += chunk));
  for (const deadline = Date.now() + 30_000; ;) {
    if (careers.exitCode !== null) throw new Error(`the careers site exited:\n${output}`);
    if (
      await fetch(`${careersUrl}/`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`the careers site did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  const grant = await fetch(`${h().baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'owner@demo.test',
      password: PASSWORD,
      client_id: 'agency-portal',
      client_secret: 'agency-portal-secret',
      scope: 'openid offline_access api',
    }),
  });
  assert.equal(grant.status, 200, await grant.clone().text());
  token = ((await grant.json()) as { access_token: string }).access_token;
}

after(() => {
  careers?.kill('SIGTERM');
});

interface Page_<T> {
  Items: T[];
  Total: number;
}

let jobId = 0;

/** The applicants whose e-mail is EMAIL (the search also matches other words of it, such as a first name). */
async function applicantsWithEmail() {
  const page = await api<Page_<{ ApplicantId: number; Status: string; Source: string; Email: string }>>(
    'GET',
    `/api/applicants?pageSize=100&q=${encodeURIComponent(EMAIL)}`,
  );
  const Items = page.Items.filter((applicant) => applicant.Email.toLowerCase() === EMAIL);
  return { Items, Total: Items.length };
}

/** Fills the application (the page is on a job's apply page) with a resume of `megabytes` MB. */
async function fillApplication(page: Page, megabytes: number) {
  await page.getByLabel('First Name').fill('Maya');
  await page.getByLabel('Last Name').fill('Okafor');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Mobile Phone').fill('+1 512 555 0142');
  await page.getByLabel('Discipline').selectOption('RN');
  await page.getByRole('combobox', { name: 'License States' }).fill('Texas');
  await page.getByRole('option', { name: 'Texas (TX)' }).click();
  const pdf = Buffer.alloc(megabytes * 1024 * 1024, 0x20);
  pdf.write('%PDF-1.4\n', 0);
  await page.getByLabel('Resume').setInputFiles({ name: 'maya-okafor.pdf', mimeType: 'application/pdf', buffer: pdf });
}

test('a job order made public in the portal appears on the careers site', async () => {
  await ready();
  const institutions = await api<Page_<{ Id: number }>>('GET', '/api/institutions?pageSize=1&active=true');
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await api<{ Id: number }>('POST', '/api/job-orders', {
    Title: TITLE,
    InstitutionId: institutions.Items[0]!.Id,
    Unit: '',
    Discipline: 'RN',
    Specialty: 'Cath Lab',
    Shift: 'days',
    ShiftHours: 10,
    HoursPerWeek: 40,
    GuaranteedHours: null,
    StartDate: start,
    DurationWeeks: 13,
    Openings: 2,
    EmploymentType: 'travel',
    PayHourlyCents: 5200,
    HousingStipendWeeklyCents: 90000,
    MealsStipendWeeklyCents: 40000,
    OvertimeHourlyCents: null,
    BillRateCents: 11000,
    LicenseStates: ['TX'],
    CompactLicenseAccepted: true,
    Certifications: ['BLS', 'ACLS'],
    YearsExperience: 2,
    Emr: 'Epic',
    InterviewRequired: false,
    Description: 'A busy cardiac catheterization lab.',
    Status: 'open',
    StatusReason: '',
    OwnerId: null,
    Public: false,
  });
  jobId = created.Id;

  const { context, page } = await h().newPage({ width: 390, height: 844 });
  try {
    await page.goto(`${careersUrl}/?q=${encodeURIComponent(TITLE)}`);
    await page.getByText('No open jobs match your search').waitFor();

    const staff = await h().newPage();
    await staffLogin(staff.page, 'owner@demo.test');
    await staff.page.goto(`/job-orders/${jobId}/edit`);
    await staff.page.getByRole('checkbox', { name: /Show on the careers site/ }).check();
    await staff.page.getByRole('button', { name: 'Save job order' }).click();
    await staff.page.waitForURL(`**/job-orders/${jobId}`);
    await staff.context.close();

    await page.goto(`${careersUrl}/?q=${encodeURIComponent(TITLE)}`);
    await page.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(`**/jobs/${jobId}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    assert.ok(await noSidewaysScroll(page), 'the job page scrolls sideways at 390 px');
    const html = await (await fetch(`${careersUrl}/jobs/${jobId}`)).text();
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<
      string,
      unknown
    >;
    assert.equal(data['@type'], 'JobPosting');
    assert.equal(data.title, TITLE);
    assert.ok(html.includes(`<h1`) && html.includes(TITLE), 'the job is in the HTML the server sends');
    const sitemap = await (await fetch(`${careersUrl}/sitemap.xml`)).text();
    assert.ok(sitemap.includes(`<loc>${careersUrl}/jobs/${jobId}</loc>`), 'the sitemap lists the job');
  } finally {
    await context.close();
  }
});

test('applying at 390 px with a 9 MB resume and a double click adds one New Lead with one submission', async () => {
  await ready();
  assert.ok(jobId, 'the job order of the first test');
  const { context, page } = await h().newPage({ width: 390, height: 844 });
  try {
    await page.goto(`${careersUrl}/jobs/${jobId}`);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.waitForURL(`**/jobs/${jobId}/apply`);
    await page.getByText('PDF, DOC or DOCX, up to 10 MB.').waitFor();
    await fillApplication(page, 9);
    assert.ok(await noSidewaysScroll(page), 'the application scrolls sideways at 390 px');
    await page.getByRole('button', { name: 'Submit application' }).dblclick();
    await page.getByRole('heading', { level: 1, name: 'Application sent' }).waitFor({ timeout: 60_000 });
  } finally {
    await context.close();
  }

  const found = await applicantsWithEmail();
  assert.equal(found.Total, 1, 'exactly one applicant with the e-mail');
  assert.equal(found.Items[0]!.Status, 'lead');
  assert.equal(found.Items[0]!.Source, 'careers');
  const submissions = await api<{ ApplicantId: number }[]>('GET', `/api/job-orders/${jobId}/submissions`);
  assert.deepEqual(
    submissions.map((submission) => submission.ApplicantId),
    [found.Items[0]!.ApplicantId],
    'exactly one submission to the job order',
  );
  const mail = (await h().outbox()).filter((message) => message.To === EMAIL);
  assert.equal(mail.length, 1, 'one e-mail inviting them to the portal');

  // And the portal shows the New Lead on the job order.
  const staff = await h().newPage();
  try {
    await staffLogin(staff.page, 'owner@demo.test');
    await staff.page.goto(`/job-orders/${jobId}`);
    await staff.page
      .getByRole('link', { name: /Maya Okafor/ })
      .first()
      .waitFor();
  } finally {
    await staff.context.close();
  }
});

test('applying again with the same e-mail adds a submission to the same applicant', async () => {
  await ready();
  const jobs = await (await fetch(`${h().baseUrl}/api/careers/jobs?pageSize=5`)).json();
  const other = (jobs as Page_<{ Id: number }>).Items.find((job) => job.Id !== jobId);
  assert.ok(other, 'another public job');
  const { context, page } = await h().newPage();
  try {
    await page.goto(`${careersUrl}/jobs/${other.Id}/apply`);
    await fillApplication(page, 1);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('heading', { level: 1, name: 'Application sent' }).waitFor({ timeout: 60_000 });
  } finally {
    await context.close();
  }
  const found = await applicantsWithEmail();
  assert.equal(found.Total, 1, 'still one applicant with the e-mail');
  const submissions = await api<{ JobOrderId: number }[]>(
    'GET',
    `/api/applicants/${found.Items[0]!.ApplicantId}/submissions`,
  );
  assert.deepEqual(submissions.map((submission) => submission.JobOrderId).sort(), [jobId, other.Id].sort());
});

test('the application page loads without an error in the console: it hydrates the HTML the server rendered', async () => {
  await ready();
  const jobs = (await (await fetch(`${h().baseUrl}/api/careers/jobs?pageSize=1`)).json()) as Page_<{ Id: number }>;
  const job = jobs.Items[0];
  assert.ok(job, 'a public job');
  const { context, page } = await h().newPage({ width: 390, height: 844 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  try {
    await page.goto(`${careersUrl}/jobs/${job.Id}/apply`, { waitUntil: 'networkidle' });
    // Until the visitor's first move, the page is its HTML and its entry alone (apps/careers/src/entry-client.tsx).
    assert.equal(scripts.length, 1, `scripts before any move: ${scripts.join(', ')}`);
    await page.getByLabel('First Name').focus();
    // The notifications region is the browser's own (no server renders it): once it is there, hydration is over.
    await page.getByRole('region', { name: 'Notifications' }).waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: /^Apply: / }).waitFor();
    assert.deepEqual(errors, [], 'the page logged errors on load (React #418: a hydration mismatch)');
  } finally {
    await context.close();
  }
});

test('what a visitor types, picks and submits before the application page has taken its script is kept', async () => {
  await ready();
  const jobs = (await (await fetch(`${h().baseUrl}/api/careers/jobs?pageSize=1`)).json()) as Page_<{ Id: number }>;
  const job = jobs.Items[0];
  assert.ok(job, 'a public job');
  const { context, page } = await h().newPage({ width: 390, height: 844 });
  // React and the form (the chunk the page loads at the visitor's first move) arrive when the test says so, as
  // on a slow connection.
  let arrive = () => {};
  const arrived = new Promise<void>((done) => (arrive = done));
  await page.route('**/assets/hydrate-*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  try {
    await page.goto(`${careersUrl}/jobs/${job.Id}/apply`);
    const early = `early.${RUN}@example.com`;
    await page.getByLabel('First Name').fill('Maya');
    await page.getByLabel('Last Name').fill('Okafor');
    await page.getByLabel('Email').fill(early);
    await page.getByLabel('Discipline').selectOption('RN');
    await page.getByLabel('Resume').setInputFiles({
      name: 'early.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'),
    });
    await page.getByRole('button', { name: 'Submit application' }).click();
    assert.equal(await page.getByRole('region', { name: 'Notifications' }).count(), 0, 'the page is not hydrated yet');
    assert.equal(new URL(page.url()).search, '', 'the submit did not put the answers in the address');
    arrive();
    // Hydrated, the form has the answers, and the submit made before runs: the one thing missing is the state.
    await page.getByText('Choose at least one state you are licensed in').waitFor();
    assert.equal(await page.getByLabel('First Name').inputValue(), 'Maya');
    assert.equal(await page.getByLabel('Last Name').inputValue(), 'Okafor');
    assert.equal(await page.getByLabel('Email').inputValue(), early);
    assert.equal(await page.getByLabel('Discipline').inputValue(), 'RN');
    await page.getByText('early.pdf').waitFor();
    assert.equal(await page.getByText('Attach your resume').count(), 0, 'the resume picked before counts');
  } finally {
    await context.close();
  }
});

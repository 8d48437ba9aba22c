// The server renderer (built with `vite build --ssr`): one page of the site as HTML, its styles collected by
// styled-components, and the state the browser hydrates from.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Provider } from '@agency/ui';
import { App } from './App';
import { listPublicJobs } from '@agency/api-client/contract';
import { createCareersClient } from './api';
import { jsonLdText } from './jsonLd';
import { loadPage } from './render';

export interface RenderOptions {
  /** The page's absolute address as the visitor asked for it. */
  url: string;
  /** The agency's API, from this server. */
  apiUrl: string;
  tenant: string;
  portalUrl: string;
}

export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  /** A script element holding the state (JSON, `<` escaped). */
  stateScript: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const neverSends = () => Promise.reject(new Error('The server does not send applications.'));

export async function render(options: RenderOptions): Promise<RenderedPage> {
  const client = createCareersClient({ apiUrl: options.apiUrl, tenant: options.tenant });
  const { state, meta } = await loadPage(client, new URL(options.url), options.portalUrl);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Provider>
          <App state={state} send={neverSends} />
        </Provider>,
      ),
    );
    const head = [
      `<title>${escapeHtml(meta.title)}</title>`,
      meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}" />` : '',
      `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      meta.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}" />` : '',
      `<meta property="og:type" content="website" />`,
      `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
      meta.status >= 400 || meta.noindex ? '<meta name="robots" content="noindex" />' : '',
      meta.jsonLd ? `<script type="application/ld+json">${jsonLdText(meta.jsonLd)}</script>` : '',
      sheet.getStyleTags(),
    ]
      .filter(Boolean)
      .join('\n    ');
    const stateScript = `<script id="careers-state" type="application/json">${jsonLdText({ state, tenant: options.tenant })}</script>`;
    return { status: meta.status, head, html, stateScript };
  } finally {
    sheet.seal();
  }
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap search engines read: the search and every open public job (at most SITEMAP_MAX_JOBS). */
export async function renderSitemap(options: Omit<RenderOptions, 'portalUrl'>): Promise<string> {
  const client = createCareersClient({ apiUrl: options.apiUrl, tenant: options.tenant });
  const origin = new URL(options.url).origin;
  const urls = [`${origin}/`];
  for (let page = 1; urls.length <= SITEMAP_MAX_JOBS; page += 1) {
    const { data } = await client.call(listPublicJobs, { query: { page, pageSize: 100, sort: 'posted' } });
    urls.push(...data.Items.map((job) => `${origin}/jobs/${job.Id}`));
    if (page * data.PageSize >= data.Total) break;
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.slice(0, SITEMAP_MAX_JOBS + 1).map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

const SITEMAP_MAX_JOBS = 5000;

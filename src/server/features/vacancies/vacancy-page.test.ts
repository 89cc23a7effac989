import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  TEST_APP_URL,
  type TestApp,
  createClientFixture,
  createTestApp,
} from '../../../../tests/support/test-app';
import {
  BACKEND_VACANCY,
  type Person,
  RUSSIAN_VACANCY,
  call,
  postVacancy,
  signUp,
} from './test-fixtures';

// The HTML the server returns for /vacancies/:id: the app, plus a head that previews when shared
// and tells search engines about the job (while it is active).

let t: TestApp;
let owner: Person;
beforeEach(async () => {
  t = await createTestApp({ clientDir: createClientFixture() });
  owner = await signUp(t, 'Olga');
});
afterEach(async () => {
  await t.close();
});

async function page(path: string) {
  const res = await t.app.request(path);
  return { res, html: await res.text() };
}

/** The attribute values of a tag, decoded as a browser would. */
function metaContent(html: string, key: string, name: string): string | undefined {
  const match = new RegExp(`<meta ${key}="${name}" content="([^"]*)" />`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function jsonLdOf(html: string): Record<string, unknown> | null {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  if (blocks.length === 0) return null;
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
}

describe('GET /vacancies/:id (the page)', () => {
  it('carries the title, description, Open Graph, Twitter and canonical tags', async () => {
    const vacancy = await postVacancy(t, owner);
    const { res, html } = await page(`/vacancies/${vacancy.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const title = 'Backend Developer — Acme Payments | HireReady';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const description = metaContent(html, 'name', 'description');
    expect(description).toBe(
      'Acme Payments · Berlin · 4,000–6,000 EUR a month. You will build payment services that process millions of transactions.',
    );
    const url = `${TEST_APP_URL}/vacancies/${vacancy.id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(html, 'property', 'og:title')).toBe(title);
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:url')).toBe(url);
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'name', 'twitter:title')).toBe(title);
    // The app itself still loads.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('src="/assets/index-abc123.js"');
  });

  it('describes the job as a schema.org JobPosting', async () => {
    const vacancy = await postVacancy(t, owner, {
      ...BACKEND_VACANCY,
      location: 'Remote',
      workMode: 'remote',
    });
    const { html } = await page(`/vacancies/${vacancy.id}`);
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Backend Developer',
      description: `<p>${BACKEND_VACANCY.description}</p>`,
      qualifications: BACKEND_VACANCY.requirements,
      jobBenefits: BACKEND_VACANCY.benefits,
      datePosted: vacancy.createdAt,
      url: `${TEST_APP_URL}/vacancies/${vacancy.id}`,
      hiringOrganization: { '@type': 'Organization', name: 'Acme Payments' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Remote' },
      },
      jobLocationType: 'TELECOMMUTE',
      employmentType: 'FULL_TIME',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 4000, maxValue: 6000, unitText: 'MONTH' },
      },
    });
  });

  it('says remote and the contract as the owner stated them, or as an older location says', async () => {
    const jsonLdFor = async (fields: object) => {
      const vacancy = await postVacancy(t, owner, { ...BACKEND_VACANCY, ...fields });
      return jsonLdOf((await page(`/vacancies/${vacancy.id}`)).html);
    };
    expect(await jsonLdFor({ location: 'Remote (EU)', workMode: 'hybrid' })).not.toHaveProperty(
      'jobLocationType',
    );
    expect(
      await jsonLdFor({ location: 'Удалённо', workMode: '', employmentType: 'internship' }),
    ).toMatchObject({ jobLocationType: 'TELECOMMUTE', employmentType: 'INTERN' });
    expect(
      await jsonLdFor({
        employmentType: '',
        currency: 'RUB',
        salaryMin: 200_000,
        salaryMax: 250_000,
      }),
    ).toMatchObject({
      // The vacancy's own currency and amounts, never the converted ones.
      baseSalary: {
        currency: 'RUB',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 200_000,
          maxValue: 250_000,
          unitText: 'MONTH',
        },
      },
    });
  });

  it('escapes what the owner wrote: no tag, attribute or script can break out', async () => {
    const hostile = {
      ...BACKEND_VACANCY,
      title: '"><script>alert(1)</script>',
      company: "O'Reilly & <Sons>",
      description: 'Fine job.</script><script>alert(2)</script><!--\n\nSecond paragraph & more',
    };
    const vacancy = await postVacancy(t, owner, hostile);
    const { html } = await page(`/vacancies/${vacancy.id}`);
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the app's module and the JSON-LD block
    expect(html).not.toContain('<!--');
    expect(metaContent(html, 'property', 'og:title')).toBe(
      `${hostile.title} — ${hostile.company} | HireReady`,
    );
    const posting = jsonLdOf(html);
    expect(posting).toMatchObject({
      title: hostile.title,
      hiringOrganization: { name: hostile.company },
      description:
        '<p>Fine job.&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;&lt;!--</p><p>Second paragraph &amp; more</p>',
    });
  });

  it('works in Russian, and keeps the strict CSP', async () => {
    const vacancy = await postVacancy(t, owner, RUSSIAN_VACANCY);
    const { res, html } = await page(`/vacancies/${vacancy.id}`);
    expect(html).toContain('<title>Ведущий разработчик — Ромашка | HireReady</title>');
    expect(metaContent(html, 'name', 'description')).toBe(
      'Ромашка · Москва · 250,000–350,000 RUB a month. Ищем опытного разработчика в команду платежей.',
    );
    const csp = res.headers.get('content-security-policy') ?? '';
    // Scripts from this origin only; WebAssembly may compile (the voice model), text never runs.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('serves the plain app, with no job data, once the vacancy is inactive', async () => {
    const vacancy = await postVacancy(t, owner);
    await call(t, {
      method: 'PATCH',
      path: `/api/vacancies/${vacancy.id}/status`,
      who: owner,
      body: { status: 'inactive' },
    });
    const { res, html } = await page(`/vacancies/${vacancy.id}`);
    expect(res.status).toBe(200);
    expect(html).not.toContain('Backend Developer');
    expect(jsonLdOf(html)).toBeNull();
    expect(html).toContain('<div id="root"></div>');
  });

  it.each([
    '/vacancies/00000000-0000-4000-8000-000000000000',
    '/vacancies/not-an-id',
    '/vacancies',
  ])('serves the plain app for %s', async (path) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(html).not.toContain('og:title');
    expect(html).toContain('<div id="root"></div>');
  });
});

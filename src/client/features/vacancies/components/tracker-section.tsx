import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRACKER_STAGES, type TrackerStage } from '../../../../shared/constants';
import { ErrorPanel } from '../../../components/error-panel';
import { buttonClass, card, fieldInput, fieldLabel } from '../../../components/ui-classes';
import { type TrackerItem, useTracker, useUpdateTracked } from '../api/tracker';
import { TrackerAddForm } from './tracker-add-form';
import { TrackerCard } from './tracker-card';
import { TrackerData } from './tracker-data';
import { TrackerFunnel } from './tracker-funnel';

type Sort = 'news' | 'oldest' | 'title';
type View = 'list' | 'board';
const TRACK_HASH = '#track=';

/** What the bookmarklet sent in the address's fragment (never to the server), once. */
function takeSentPosting(): { posting: string; url: string } | null {
  if (typeof window === 'undefined' || !window.location.hash.startsWith(TRACK_HASH)) return null;
  try {
    const sent = JSON.parse(
      decodeURIComponent(window.location.hash.slice(TRACK_HASH.length)),
    ) as unknown;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    if (!sent || typeof sent !== 'object') return null;
    const { posting, url } = sent as { posting?: unknown; url?: unknown };
    if (typeof posting !== 'string' || posting.trim() === '') return null;
    return {
      posting: posting.slice(0, 20_000),
      url: typeof url === 'string' && /^https?:\/\//iu.test(url) ? url.slice(0, 2000) : '',
    };
  } catch {
    return null;
  }
}

/**
 * The bookmarklet: runs on the seeker's job page, in their browser; takes the page's schema.org
 * JobPosting (or the selected text) and opens their own tracker with it in the fragment. The
 * description's HTML is read by DOMParser, which runs no script and loads nothing.
 */
function bookmarkletCode(origin: string, nothingFound: string): string {
  const script = `(()=>{let p=null;for(const s of document.querySelectorAll('script[type="application/ld+json"]')){try{const j=JSON.parse(s.textContent);for(const x of [].concat(j['@graph']||j)){if(x&&[].concat(x['@type']).includes('JobPosting')){p=x;break}}}catch(e){}if(p)break}let t='';if(p){const o=p.hiringOrganization||{};const l=[].concat(p.jobLocation||[])[0]||{};const a=l.address||{};const b=p.baseSalary||{};const v=b.value||{};const d=new DOMParser().parseFromString(String(p.description||''),'text/html').body.textContent||'';t=[p.title,o.name?'Company: '+o.name:'',a.addressLocality?'Location: '+[a.addressLocality,a.addressRegion,a.addressCountry&&(a.addressCountry.name||a.addressCountry)].filter(Boolean).join(', '):(p.jobLocationType==='TELECOMMUTE'?'Location: Remote':''),v.minValue||v.value?'Salary: '+[v.minValue||v.value,v.maxValue].filter(Boolean).join('–')+' '+(b.currency||'')+(v.unitText?' per '+String(v.unitText).toLowerCase():''):'','',d].join('\\n')}else{t=String(getSelection()||'')}if(!t.trim()){alert(${JSON.stringify(nothingFound)});return}window.open(${JSON.stringify(origin)}+'/dashboard/applications${TRACK_HASH}'+encodeURIComponent(JSON.stringify({posting:t.slice(0,20000),url:location.href})),'_blank')})()`;
  return `javascript:${encodeURIComponent(script)}`;
}

function sorted(items: readonly TrackerItem[], sort: Sort): TrackerItem[] {
  const byNews = (a: TrackerItem, b: TrackerItem) =>
    Date.parse(b.stageChangedAt) - Date.parse(a.stageChangedAt);
  return [...items].sort(
    sort === 'news'
      ? byNews
      : sort === 'oldest'
        ? (a, b) => -byNews(a, b)
        : (a, b) => a.title.localeCompare(b.title),
  );
}

/**
 * The seeker's tracker on Dashboard → Applications (issue 38): every application, their own and
 * the board's, as a list (filter, order) or a board of stages (drag a card, or use its "Move to"
 * list, which is also the keyboard's way), with adding by hand, by paste or by bookmarklet.
 */
export function TrackerSection() {
  const { t } = useTranslation('vacancies');
  const query = useTracker();
  const move = useUpdateTracked();
  const [sent] = useState(takeSentPosting);
  const [isAdding, setIsAdding] = useState(sent !== null);
  const [message, setMessage] = useState<string | null>(null);
  const [filter, setFilter] = useState<TrackerStage | 'all'>('all');
  const [sort, setSort] = useState<Sort>('news');
  const [view, setView] = useState<View>('list');
  const ids = { heading: useId(), filter: useId(), sort: useId(), view: useId() };
  const bookmarkletRef = useRef<HTMLAnchorElement>(null);
  const nothingFound = t('tracker.bookmarklet.nothing');

  // React refuses javascript: links in JSX, and a page that carries one unasked looks like an
  // injection: the bookmark's address is set on the element when the person reaches for it
  // (pointer over it, focus, touch), before they drag it to their bookmarks.
  const armBookmarklet = () =>
    bookmarkletRef.current?.setAttribute(
      'href',
      bookmarkletCode(window.location.origin, nothingFound),
    );

  const items = query.data?.items ?? [];
  const shown = sorted(
    filter === 'all' ? items : items.filter((item) => item.stage === filter),
    sort,
  );
  const drop = (stage: TrackerStage, id: string) => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item || item.source !== 'tracker' || item.stage === stage) return;
    move.mutate(
      { id, patch: { stage } },
      {
        onSuccess: () =>
          setMessage(
            t('tracker.moved', { title: item.title, stage: t(`tracker.stages.${stage}`) }),
          ),
        onError: () => setMessage(t('tracker.failed')),
      },
    );
  };

  return (
    <section aria-labelledby={ids.heading} className="space-y-4">
      <div>
        <h2 id={ids.heading} className="text-xl font-semibold text-slate-900">
          {t('tracker.heading')}
        </h2>
        <p className="mt-1 text-slate-700">{t('tracker.lead')}</p>
      </div>
      {message ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {message}
        </p>
      ) : null}
      {isAdding ? (
        <div className={card}>
          <TrackerAddForm
            sent={sent}
            onDone={(done) => {
              setIsAdding(false);
              setMessage(done);
            }}
          />
        </div>
      ) : (
        <button type="button" className={buttonClass('primary')} onClick={() => setIsAdding(true)}>
          {t('tracker.add')}
        </button>
      )}
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t('tracker.loading')}
        </p>
      ) : query.isError ? (
        <ErrorPanel
          message={t('tracker.loadFailed')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <p className="text-slate-700">{t('tracker.empty')}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            <div>
              <label htmlFor={ids.view} className={fieldLabel}>
                {t('tracker.view')}
              </label>
              <select
                id={ids.view}
                value={view}
                onChange={(event) => setView(event.target.value as View)}
                className={fieldInput}
              >
                <option value="list">{t('tracker.views.list')}</option>
                <option value="board">{t('tracker.views.board')}</option>
              </select>
            </div>
            {view === 'list' ? (
              <div>
                <label htmlFor={ids.filter} className={fieldLabel}>
                  {t('tracker.filter')}
                </label>
                <select
                  id={ids.filter}
                  value={filter}
                  onChange={(event) => setFilter(event.target.value as TrackerStage | 'all')}
                  className={fieldInput}
                >
                  <option value="all">{t('tracker.allStages')}</option>
                  {TRACKER_STAGES.map((stage) => (
                    <option key={stage} value={stage}>
                      {t(`tracker.stages.${stage}`)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div>
              <label htmlFor={ids.sort} className={fieldLabel}>
                {t('tracker.sort')}
              </label>
              <select
                id={ids.sort}
                value={sort}
                onChange={(event) => setSort(event.target.value as Sort)}
                className={fieldInput}
              >
                <option value="news">{t('tracker.sorts.news')}</option>
                <option value="oldest">{t('tracker.sorts.oldest')}</option>
                <option value="title">{t('tracker.sorts.title')}</option>
              </select>
            </div>
          </div>
          {view === 'list' ? (
            shown.length === 0 ? (
              <p className="text-slate-700">{t('tracker.noneInStage')}</p>
            ) : (
              <ul className="space-y-3">
                {shown.map((item) => (
                  <TrackerCard key={item.id} item={item} onMessage={setMessage} />
                ))}
              </ul>
            )
          ) : (
            <>
              <p className="text-sm text-slate-600">{t('tracker.dropHint')}</p>
              <div
                className="flex gap-3 overflow-x-auto pb-2"
                tabIndex={0}
                role="region"
                aria-label={t('tracker.views.board')}
              >
                {TRACKER_STAGES.map((stage) => {
                  const inStage = shown.filter((item) => item.stage === stage);
                  return (
                    <section
                      key={stage}
                      aria-label={t(`tracker.stages.${stage}`)}
                      className="w-72 shrink-0 rounded-xl bg-slate-100 p-3"
                      onDragOver={(event) => event.preventDefault()}
                      onDrop={(event) => {
                        event.preventDefault();
                        drop(stage, event.dataTransfer.getData('text/plain'));
                      }}
                    >
                      <h3 className="mb-2 text-sm font-semibold text-slate-800">
                        {t(`tracker.stages.${stage}`)} ({inStage.length})
                      </h3>
                      <ul className="space-y-3">
                        {inStage.map((item) => (
                          <TrackerCard
                            key={item.id}
                            item={item}
                            onMessage={setMessage}
                            isDraggable
                          />
                        ))}
                      </ul>
                    </section>
                  );
                })}
              </div>
            </>
          )}
        </>
      )}
      {items.length > 0 ? <TrackerFunnel items={items} /> : null}
      <TrackerData onMessage={setMessage} />
      <div className="rounded-xl border border-dashed border-slate-300 p-4">
        <h3 className="font-semibold text-slate-900">{t('tracker.bookmarklet.heading')}</h3>
        <p className="mt-1 text-sm text-slate-700">{t('tracker.bookmarklet.lead')}</p>
        <a
          ref={bookmarkletRef}
          className={`${buttonClass('secondary')} mt-3 cursor-grab`}
          href="#track-from-any-site"
          onMouseEnter={armBookmarklet}
          onFocus={armBookmarklet}
          onTouchStart={armBookmarklet}
          onClick={(event) => event.preventDefault()}
        >
          {t('tracker.bookmarklet.button')}
        </a>
      </div>
    </section>
  );
}

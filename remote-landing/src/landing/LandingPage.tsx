import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { heldWhileLeaving, userAtom, whenIdleAfterLoad } from '@suscripciones/shared';
import { preloadableLazy } from '@suscripciones/kit/ui';
import { OffersJsonLd, OffersSnapshotData } from '../offers/OffersData';
import { OffersLoadError } from '../offers/OffersLoadError';
import { OffersPlaceholder } from '../offers/OffersPlaceholder';
import { SubscriptionOffers } from '../offers/SubscriptionOffers';
import { useOffersSnapshot } from '../offers/useOffersSnapshot';
import { useSubscribe } from '../offers/useSubscribe';
import { useSubscriptionOffers } from '../offers/useSubscriptionOffers';
import { subscribeBlockId } from '../sections/sectionIds';
import { trackLandingViewed } from '../tracking/landingTracking';
import { useTourSchedule } from '../tour/useTourSchedule';
import { Hero } from './Hero';
import { scrollBehavior, useHashScroll, useSubscribeFocus } from './useLandingTimers';
import styles from './LandingPage.module.css';
// The sections' rules stay in the page's own style sheet, though their code is a chunk of its own: their HTML
// is in the first view from the build, painted with the sheet the server inlines before any script runs.
import '../sections/ContentSections.module.css';
import '../sections/LazySlider.module.css';

/**
 * What membership includes, below the offers: its own chunk, not on the offers' path. In the HTML from the
 * build (see {@link preloadFirstView}); the browser fetches it once the offers are shown, or at once when it
 * renders the page itself.
 */
const ContentSections = preloadableLazy(() =>
  import(/* webpackChunkName: "landing-sections" */ '../sections/ContentSections').then((module) => ({ default: module.ContentSections })),
);

/** Loads what the first view's HTML holds beyond the offers' path, before the build renders it. */
export const preloadFirstView = (): Promise<unknown> => ContentSections.preload();

/** react-joyride is its own chunk, fetched when the tour's timer fires. */
const SubscribeTour = lazy(() => import(/* webpackChunkName: "landing-tour" */ '../tour/SubscribeTour'));

/** Tracks the page once per visit (the ref survives StrictMode's second effect run). */
function useViewTracking(tokenId: string | null): void {
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    trackLandingViewed(tokenId);
  }, [tokenId]);
}

/**
 * The subscriptions landing (`/`): hero, the region tabs and cards, what
 * membership includes, and the tour. Its first view is HTML the browser
 * hydrates (src/prerender): rendered at build time with the offers' place
 * holders, and again every few seconds by the offers job with call 1's
 * offers (their snapshot, carried in the page as data, and as schema.org
 * JSON-LD). That render and the browser's first one must be the same; the
 * live call 1 then decides.
 */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const { hash } = useLocation();
  const user = useAtomValue(userAtom);
  const snapshot = useOffersSnapshot();
  const { state, reload } = useSubscriptionOffers(snapshot?.snapshot ?? null);
  const block = useRef<HTMLElement>(null);
  const ready = state.status === 'ready';

  useViewTracking(user?.token_id ?? null);
  useHashScroll(hash, ready);
  useSubscribeFocus(block, ready, hash);
  const tour = useTourSchedule(ready);
  // Once the offers show and the page is idle: the prerendered sections below them then hydrate.
  useEffect(() => {
    if (ready) whenIdleAfterLoad(() => void heldWhileLeaving(ContentSections.preload()).catch((error: unknown) => console.error(error)));
  }, [ready]);

  const goToCheckout = useCallback((path: string) => void navigate(path), [navigate]);
  const subscribe = useSubscribe({ goToCheckout, source: 'landing' });

  const showSubscribeBlock = useCallback(() => {
    const element = block.current;
    if (!element) return;
    element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    element.focus({ preventScroll: true });
  }, []);

  // Its own boundary: the sections' HTML (from the build) stays as it is until their chunk has come, then React
  // hydrates them in a task of their own. The same element on every render of the page (the offers arriving):
  // an update reaching a boundary still waiting to hydrate would make React drop its HTML and render it anew.
  const sections = useMemo(
    () => (
      <Suspense fallback={null}>
        <ContentSections onSubscribe={showSubscribeBlock} />
      </Suspense>
    ),
    [showSubscribeBlock],
  );

  return (
    // The version that rendered it: the host hydrates the server's HTML only with the same version (host/src/app/prerendered.ts).
    <div className={styles.page} data-testid="landing-page" data-version={process.env.APP_VERSION}>
      <Hero onCta={showSubscribeBlock} />

      <section id={subscribeBlockId} ref={block} tabIndex={-1} className={styles.subscribe} aria-labelledby="subscribe-title" data-testid="subscribe-block">
        <header className={styles.subscribeHead}>
          <h2 id="subscribe-title" className={styles.subscribeTitle}>
            {t('offers.heading')}
          </h2>
          <p className={styles.subscribeIntro}>{t('offers.intro')}</p>
        </header>
        {snapshot && <OffersSnapshotData json={snapshot.json} />}
        {state.status === 'ready' && <OffersJsonLd offers={state.offers} />}
        {state.status === 'loading' && <OffersPlaceholder />}
        {state.status === 'error' && <OffersLoadError onRetry={reload} />}
        {state.status === 'ready' && <SubscriptionOffers idPrefix="offers" offers={state.offers} source={state.source} onSubscribe={subscribe} />}
      </section>

      {sections}

      {tour.run && (
        <Suspense fallback={null}>
          <SubscribeTour target={block} onComplete={tour.complete} />
        </Suspense>
      )}
    </div>
  );
}

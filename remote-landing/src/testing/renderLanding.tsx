import { createElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MemoryRouter } from '@suscripciones/kit/testing';
import type { Language, User } from '@suscripciones/shared';
import type { FakeWorld } from '@suscripciones/dev-api/testing';
import { prepareAppStore } from '@suscripciones/kit/testing';
import { landingTranslations } from '../i18n/landingTranslations';
import { LandingPage } from '../landing/LandingPage';

// The carousels' slides are the fake world's (dev-api serves /assets/sliders.json), so the sliders' chunk loads. Splide
// itself cannot run in jsdom (no matchMedia, no layout; its autoplay steps on animation frames, which fake timers
// would run by the hundred): here it is a plain box around the slides SectionSlider writes, and its style sheet
// (a package subpath without `.css`, which the unit project's style mock misses) is empty. The browser tests run
// the real carousel.
jest.mock('@splidejs/react-splide/css/core', () => ({}));
jest.mock('@splidejs/react-splide', () => ({
  Splide: ({ children, className }: { children?: ReactNode; className?: string }) =>
    createElement('div', { className, 'data-testid': 'section-slider' }, children),
}));

/** A user of dev-api's seed (dev-api/src/identity/users.ts) as the session holds them: call 5 answers their paid subscriptions. */
function seedUser(world: FakeWorld, tokenId: string): User {
  const found = world.context.users.find(tokenId);
  if (!found) throw new Error(`no seed user ${tokenId}`);
  const { token_id, nombre, apellidos, email, foto } = found;
  return { token_id, nombre, apellidos, email, foto };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  path?: string;
  language?: Language;
  /** The token id of the seed user signed in (`member-1` holds porciNews España); none by default. */
  user?: string | null;
}

/**
 * The landing as the host shows it: one jotai store and the router. Its calls (offers, products, paid
 * subscriptions, tracking, the sliders' pictures) are answered by the test file's fake world.
 */
export function renderLanding(world: FakeWorld, { path = '/', language = 'es', user = null }: RenderOptions = {}) {
  const { config, store } = prepareAppStore({
    language,
    user: user === null ? null : seedUser(world, user),
    namespace: 'landing',
    translations: landingTranslations,
  });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/checkout" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store, config };
}

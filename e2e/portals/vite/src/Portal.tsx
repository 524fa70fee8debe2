import { useEffect, useRef, useState } from 'react';

/** The shop's addresses come with the page's address (the tests' stacks differ per run); a portal would write its own. */
const params = new URLSearchParams(location.search);
const configUrl = params.get('config') ?? '/suscripciones/config.json';
const hostUrl = params.get('host') ?? '/suscripciones';
const language = (params.get('lang') ?? 'es') as 'es' | 'en' | 'pt';

type Mounted = (() => void) & { setLanguage?: (language: 'es' | 'en' | 'pt') => Promise<void> };

/** The memberships in the portal's own element: the landing's mount, loaded as `landing/mount` by the federation plugin. */
function Offers({ shown }: { shown: boolean }) {
  const element = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!shown || !element.current) return;
    const target = element.current;
    let mounted: Mounted | undefined;
    let left = false;
    import('landing/mount')
      .then(({ mount }) => mount(target, { configUrl, hostUrl, language }))
      .then(
        (done: Mounted) => (left ? done() : (mounted = done)),
        (error: unknown) => setFailure(String(error)),
      );
    return () => {
      left = true;
      mounted?.();
    };
  }, [shown]);
  return (
    <div ref={element} id="offers" data-testid="portal-embed-target">
      {failure ? <p role="alert">{failure}</p> : <a href={`${hostUrl}/`}>Subscriptions</a>}
    </div>
  );
}

export function Portal() {
  const [shown, setShown] = useState(true);
  return (
    <main>
      <h1>Become a member</h1>
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? 'Hide' : 'Show'} the memberships
      </button>
      <Offers shown={shown} />
    </main>
  );
}

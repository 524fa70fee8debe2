import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from 'jotai';
import { getProductsOrThrow } from '@suscripciones/shared/api';
import { addToCartAtom, cartItemsAtom } from '@suscripciones/shared/cart';
import { idsParam, toCartItem, addIfAbsent } from '@suscripciones/shared/cart-rules';
import { useLanguage } from '@suscripciones/shared/context';
import { formatOfferPrice } from '@suscripciones/shared/currency';
import { withLanguage } from '@suscripciones/shared/navigation';
import type { SubscriptionOffer } from '@suscripciones/shared/schemas';
import { BlockSpinner, notifySuccess } from '@suscripciones/shared/ui';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; offers: SubscriptionOffer[] };

export function LandingPage() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const navigate = useNavigate();
  const cart = useAtomValue(cartItemsAtom);
  const addToCart = useSetAtom(addToCartAtom);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getProductsOrThrow('Subscription').then(
      (offers) => current && setState({ status: 'ready', offers }),
      (error: unknown) => current && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, []);

  if (state.status === 'loading') return <BlockSpinner />;
  if (state.status === 'error') return <p role="alert">{t('error', { message: state.message })}</p>;

  const subscribe = (offer: SubscriptionOffer) => {
    const item = toCartItem({ ...offer, price: Number(offer.price) });
    if (addToCart(item)) notifySuccess(t('common:addedToCart', { name: offer.name }));
    void navigate(withLanguage(`/checkout?ids=${idsParam(addIfAbsent(cart, item))}`, language));
  };

  return (
    <section data-testid="landing-page">
      <h1>{t('title')}</h1>
      <p>{t('subtitle')}</p>
      <ul>
        {state.offers.map((offer) => (
          <li key={offer.id}>
            <h2>{offer.name}</h2>
            <p>
              {formatOfferPrice(offer.price, offer.currency)} {t('perYear')}
            </p>
            <button type="button" className="sc-button" onClick={() => subscribe(offer)}>
              {t('subscribe')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

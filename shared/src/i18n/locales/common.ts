import { defineTranslations } from '../translations';

/** Texts of the shared UI primitives. */
export const commonTranslations = defineTranslations({
  en: {
    loading: 'Loading…',
    back: 'Back',
    close: 'Close',
    retry: 'Try again',
    notifications: 'Notifications',
    addedToCart: '{{name}} was added to your cart.',
    emptyCart: {
      title: 'Your cart is empty.',
      text: 'Choose a membership or a course to start your order.',
      back: 'See memberships',
    },
    storage: {
      notice: 'Your browser is not letting this site save data, so your cart will only be kept while this tab is open.',
      dismiss: 'Got it',
    },
    held: {
      title: 'You already hold this membership, so it is not part of this order:',
      remove: 'Remove from cart',
    },
    prices: {
      changed: 'Some prices have changed since these items were added. You will pay the new prices:',
      line: '{{name}}: now {{after}} (was {{before}})',
    },
  },
  es: {
    loading: 'Cargando…',
    back: 'Volver',
    close: 'Cerrar',
    retry: 'Reintentar',
    notifications: 'Notificaciones',
    addedToCart: '{{name}} se ha añadido a tu carrito.',
    emptyCart: {
      title: 'Tu carrito está vacío.',
      text: 'Elige una membresía o un curso para empezar tu pedido.',
      back: 'Ver membresías',
    },
    storage: {
      notice: 'Tu navegador no permite que este sitio guarde datos, así que tu carrito solo se conservará mientras esta pestaña esté abierta.',
      dismiss: 'Entendido',
    },
    held: {
      title: 'Ya tienes esta suscripción, así que no forma parte de este pedido:',
      remove: 'Quitar del carrito',
    },
    prices: {
      changed: 'Algunos precios han cambiado desde que añadiste estos productos. Pagarás los precios nuevos:',
      line: '{{name}}: ahora {{after}} (antes {{before}})',
    },
  },
  pt: {
    loading: 'Carregando…',
    back: 'Voltar',
    close: 'Fechar',
    retry: 'Tentar novamente',
    notifications: 'Notificações',
    addedToCart: '{{name}} foi adicionado ao seu carrinho.',
    emptyCart: {
      title: 'Seu carrinho está vazio.',
      text: 'Escolha uma assinatura ou um curso para começar seu pedido.',
      back: 'Ver assinaturas',
    },
    storage: {
      notice: 'Seu navegador não permite que este site salve dados, então seu carrinho só será mantido enquanto esta aba estiver aberta.',
      dismiss: 'Entendi',
    },
    held: {
      title: 'Você já tem esta assinatura, por isso ela não faz parte deste pedido:',
      remove: 'Remover do carrinho',
    },
    prices: {
      changed: 'Alguns preços mudaram desde que estes produtos foram adicionados. Você pagará os novos preços:',
      line: '{{name}}: agora {{after}} (antes {{before}})',
    },
  },
});

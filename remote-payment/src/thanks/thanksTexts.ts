import { defineTranslations } from '@suscripciones/shared/i18n';

export const thanksTexts = defineTranslations({
  en: {
    title: 'Thank you for your purchase!',
    processed: 'Your order has been processed successfully.',
    email: 'You will shortly receive an email with the details of your order.',
    welcome: 'Welcome to the community! Your membership benefits are active from today.',
    support: 'Questions about your order? Our support team is here to help: just reply to the confirmation email.',
    closing: 'This window will close in 5 seconds.',
    countdown: 'Redirecting…',
    continue: 'Continue now',
  },
  es: {
    title: '¡Gracias por tu compra!',
    processed: 'Tu pedido se ha procesado correctamente.',
    email: 'En breve recibirás un correo electrónico con los detalles de tu pedido.',
    welcome: '¡Te damos la bienvenida a la comunidad! Las ventajas de tu suscripción están activas desde hoy.',
    support: '¿Tienes dudas sobre tu pedido? Nuestro equipo de soporte te ayuda: responde al correo de confirmación.',
    closing: 'Esta ventana se cerrará en 5 segundos.',
    countdown: 'Redirigiendo…',
    continue: 'Continuar ahora',
  },
  pt: {
    title: 'Obrigado pela sua compra!',
    processed: 'Seu pedido foi processado com sucesso.',
    email: 'Em breve você receberá um e-mail com os detalhes do seu pedido.',
    welcome: 'Boas-vindas à comunidade! Os benefícios da sua assinatura estão ativos a partir de hoje.',
    support: 'Dúvidas sobre seu pedido? Nossa equipe de suporte está pronta para ajudar: basta responder ao e-mail de confirmação.',
    closing: 'Esta janela será fechada em 5 segundos.',
    countdown: 'Redirecionando…',
    continue: 'Continuar agora',
  },
});

import type { LocalisedLegalDocument } from './legalTypes';

/**
 * Terms and conditions of the subscription and shop service, last updated on
 * 29 April 2025: identification, sections 2 to 12 and contact. Section ids are
 * anchors and must stay identical and in the same order in every language.
 */
export const termsContent: LocalisedLegalDocument = {
  es: {
    title: 'Términos y condiciones',
    updatedLabel: 'Última actualización:',
    updated: '29 de abril de 2025',
    updatedIso: '2025-04-29',
    tocLabel: 'Índice de los términos y condiciones',
    intro:
      'Le rogamos que lea atentamente estas condiciones antes de contratar una membresía o comprar un producto. Al completar una compra, usted confirma que las ha leído y las acepta.',
    sections: [
      {
        id: 'identification',
        title: '1. Identificación',
        paragraphs: [
          'Estos términos y condiciones (las «Condiciones») regulan el acceso al servicio de suscripciones y tienda (el «Servicio») de nuestra familia de portales de noticias y formación agraria (los «Portales») y las compras realizadas a través de él.',
          'El Servicio está gestionado por dos entidades vendedoras del mismo grupo (en estas Condiciones, «nosotros»). Sus datos completos —denominación social, número de identificación fiscal y domicilio social— figuran en la factura y pueden solicitarse a través de los canales indicados en el apartado de Contacto.',
          'La entidad que le vende depende del mercado al que se dirige el producto:',
        ],
        items: [
          'La entidad vendedora europea vende los productos ofrecidos para España y factura en euros (EUR).',
          'La entidad vendedora internacional vende los productos ofrecidos para el resto del mundo y factura en dólares estadounidenses (USD).',
        ],
      },
      {
        id: 'object',
        title: '2. Objeto',
        paragraphs: [
          'Estas Condiciones establecen cómo puede adquirir, a través del Servicio, membresías anuales de los Portales y otros productos, como cursos en línea y suscripciones a la revista impresa, así como los derechos y obligaciones de ambas partes.',
          'El uso de los Portales fuera de las compras aquí descritas se rige por el aviso legal de cada Portal.',
        ],
      },
      {
        id: 'account',
        title: '3. Registro y cuenta',
        paragraphs: [
          'Puede consultar las ofertas y añadir productos al carrito sin tener cuenta, pero necesita iniciar sesión para pagar. El inicio de sesión y el registro se realizan en el sitio de identificación de los Portales, al que le redirige el Servicio y que después le devuelve a su compra.',
          'Debe facilitar información veraz y actualizada, mantener la confidencialidad de sus credenciales y avisarnos sin demora si sospecha un uso no autorizado de su cuenta. Usted responde de la actividad realizada con sus credenciales, salvo que el uso indebido no le sea imputable.',
          'Las membresías son personales y están vinculadas a la cuenta con la que se compraron; no pueden compartirse, cederse ni revenderse.',
        ],
      },
      {
        id: 'memberships',
        title: '4. Membresías',
        paragraphs: [
          'El Plan Premium es una membresía anual de un Portal. Su precio se cobra anualmente, en un único pago que cubre un año completo de membresía, y las ventajas se activan en cuanto se confirma el pago.',
          'Las ventajas concretas de cada membresía se detallan en su ficha antes de la compra y pueden variar según el Portal o la región. Entre ellas pueden figurar:',
        ],
        items: [
          'la revista impresa del Portal, de periodicidad trimestral;',
          'acceso a más de 100 cápsulas formativas;',
          'descuentos en eventos y cursos;',
          'contenido premium;',
          'ofertas de empleo;',
          'una biblioteca personal;',
          'cursos gratuitos.',
        ],
      },
      {
        id: 'prices-payment',
        title: '5. Precios y pago con tarjeta',
        paragraphs: [
          'Los precios se muestran con su moneda antes del pago: euros (EUR) para los productos que vende la entidad vendedora europea y dólares estadounidenses (USD) para los que vende la entidad vendedora internacional. El importe total del pedido aparece en el resumen antes de confirmar el pago.',
          'Los socios, es decir, los titulares de una membresía de pago, disfrutan de precios de socio en los productos elegibles, como los cursos relacionados con su membresía. El precio de socio también se aplica cuando la membresía correspondiente se compra en el mismo pedido. El precio aplicable se indica en el carrito antes del pago.',
          'El pago se realiza con tarjeta a través de nuestro proveedor de pagos con tarjeta. Los datos de la tarjeta se introducen en el formulario seguro del proveedor y nosotros no los almacenamos. La compra solo se completa cuando el pago queda confirmado; si se rechaza, el pedido no se tramita y puede intentarlo de nuevo.',
          'Cada compra se realiza con una sola entidad vendedora, por lo que no es posible combinar en un mismo pedido productos ofrecidos para mercados distintos.',
          'Si necesita factura, puede solicitarla durante el pago indicando sus datos de facturación, incluido su número de identificación fiscal.',
        ],
      },
      {
        id: 'shipping',
        title: '6. Envío de la revista impresa',
        paragraphs: [
          'Cuando su pedido incluye la revista impresa, o una membresía que la incluye, debe indicar una dirección de envío durante la compra. La revista se publica trimestralmente y cada número incluido en su compra se envía a esa dirección.',
          'Algunas ediciones solo pueden enviarse dentro del país en el que se publican; en ese caso, el formulario limita el país de destino. Los plazos de entrega dependen del destino y de los servicios postales o de mensajería.',
          'Compruebe que sus datos de envío son correctos y manténgalos actualizados. No somos responsables de los números que no puedan entregarse por una dirección errónea o incompleta; si un número no llega por otros motivos, contáctenos y buscaremos una solución.',
        ],
      },
      {
        id: 'withdrawal-refunds',
        title: '7. Derecho de desistimiento y reembolsos',
        paragraphs: [
          'Si compra como consumidor, dispone del derecho de desistimiento que reconoce la ley aplicable, dentro del plazo que esta establece (en la Unión Europea, 14 días naturales, sin necesidad de justificación).',
          'Las membresías, los cursos y los demás productos que dan acceso a contenido digital se activan inmediatamente después del pago. Al completar la compra, usted solicita expresamente ese acceso inmediato y reconoce que pierde el derecho de desistimiento una vez que se le ha dado acceso al contenido digital.',
          'Por ello, no se realizan reembolsos una vez dado el acceso al contenido digital, salvo cuando la ley lo exija, por ejemplo si el contenido no se suministra o no se ajusta a lo ofrecido.',
          'En las suscripciones a la revista impresa, el plazo de desistimiento empieza a contar desde la recepción del primer número. Para ejercer su derecho, contáctenos a través de los canales del apartado de Contacto. Los reembolsos que procedan se harán por el mismo medio de pago utilizado en la compra.',
        ],
      },
      {
        id: 'user-obligations',
        title: '8. Obligaciones de los usuarios',
        paragraphs: [
          'Los usuarios deben utilizar el Servicio conforme a la ley y a estas Condiciones. Si se incumplen gravemente estas obligaciones, podremos suspender o cancelar el acceso al Servicio y al contenido adquirido, previo aviso cuando proceda.',
          'En particular, usted se compromete a:',
        ],
        items: [
          'facilitar información veraz, exacta y completa, en especial sus datos de facturación y de envío;',
          'utilizar el Servicio y el contenido adquirido de forma lícita, de buena fe y solo para su propio uso personal o profesional;',
          'no compartir sus credenciales de acceso ni revender, redistribuir o poner a disposición de terceros sus membresías o contenidos;',
          'no interferir en la seguridad ni en el funcionamiento del Servicio, ni intentar acceder a áreas o datos que no le correspondan;',
          'utilizar únicamente tarjetas de pago que esté autorizado a usar.',
        ],
      },
      {
        id: 'intellectual-property',
        title: '9. Propiedad intelectual',
        paragraphs: [
          'Todo el contenido de los Portales y del Servicio —textos, artículos, revistas, cursos, cápsulas formativas, vídeos, imágenes, logotipos, marcas y software— nos pertenece o pertenece a terceros que han autorizado su uso, y está protegido por la legislación de propiedad intelectual e industrial.',
          'La compra de una membresía o de un producto le otorga una licencia personal, no exclusiva e intransferible para acceder al contenido y utilizarlo durante el periodo contratado. No le transmite ningún derecho de propiedad.',
          'No está permitido reproducir, distribuir, comunicar públicamente ni transformar el contenido, total o parcialmente, sin autorización previa por escrito, salvo en los casos que la ley permita.',
        ],
      },
      {
        id: 'liability',
        title: '10. Responsabilidad',
        paragraphs: [
          'Trabajamos para que el Servicio esté disponible y su contenido sea exacto y actual, pero no podemos garantizar un acceso ininterrumpido: puede no estar disponible temporalmente por mantenimiento, fallos técnicos o causas ajenas a nuestro control.',
          'El contenido de los Portales tiene fines informativos y formativos. Las decisiones que se tomen a partir de él son responsabilidad de cada usuario, que debería buscar asesoramiento profesional cuando proceda.',
          'Dentro de los límites que permite la ley, no respondemos de los daños derivados de un uso indebido del Servicio, de datos incorrectos facilitados por los usuarios ni de los sitios web de terceros enlazados desde los Portales.',
          'Nada de lo dispuesto en estas Condiciones limita nuestra responsabilidad cuando la ley no permite limitarla, ni sus derechos como consumidor.',
        ],
      },
      {
        id: 'changes',
        title: '11. Modificación de las condiciones',
        paragraphs: [
          'Podemos actualizar estas Condiciones para reflejar cambios legales, técnicos o comerciales. La nueva versión se publicará en esta página con su fecha de última actualización.',
          'Cada compra se rige por la versión de las Condiciones vigente en el momento en que se realizó. Si un cambio afecta de forma significativa a una membresía en curso, se lo comunicaremos con antelación.',
        ],
      },
      {
        id: 'applicable-law',
        title: '12. Legislación aplicable',
        paragraphs: [
          'Las compras realizadas a la entidad vendedora europea se rigen por la legislación española. Las compras realizadas a la entidad vendedora internacional se rigen por la legislación del país en el que esta esté establecida.',
          'En ambos casos, si compra como consumidor, conserva la protección que le otorgan las normas imperativas del país donde reside y puede presentar cualquier reclamación ante los tribunales de su domicilio cuando la ley así lo prevea.',
          'Antes de acudir a los tribunales, le animamos a contactarnos para intentar resolver cualquier desacuerdo de forma amistosa.',
        ],
      },
      {
        id: 'contact',
        title: 'Contacto',
        paragraphs: [
          'Si tiene cualquier duda sobre estas Condiciones, sus compras o sus membresías, contáctenos a través de la línea de atención indicada en el Portal o de la página de contacto del Portal que esté utilizando.',
          'Para agilizar su solicitud, indique el correo electrónico de su cuenta y, si procede, la fecha de la compra y los productos afectados.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms and Conditions',
    updatedLabel: 'Last updated:',
    updated: '29 April 2025',
    updatedIso: '2025-04-29',
    tocLabel: 'Contents of the terms and conditions',
    intro:
      'Please read these terms carefully before buying a membership or a product. By completing a purchase, you confirm that you have read and accept them.',
    sections: [
      {
        id: 'identification',
        title: '1. Identification',
        paragraphs: [
          'These terms and conditions (the “Terms”) govern access to the subscription and shop service (the “Service”) of our family of agricultural news and training portals (the “Portals”) and the purchases made through it.',
          'The Service is run by two selling entities of the same group (referred to in these Terms as “we” or “us”). Their full company details — legal name, tax identification number and registered address — appear on the invoice and can be requested through the channels listed in the Contact section.',
          'Which entity sells to you depends on the market the product is offered for:',
        ],
        items: [
          'The European selling entity sells the products offered for Spain and invoices in euros (EUR).',
          'The international selling entity sells the products offered for the rest of the world and invoices in US dollars (USD).',
        ],
      },
      {
        id: 'object',
        title: '2. Purpose',
        paragraphs: [
          'These Terms set out how you can buy, through the Service, annual memberships of the Portals and other products, such as online courses and printed magazine subscriptions, as well as the rights and obligations of both parties.',
          'Use of the Portals beyond the purchases described here is governed by the legal notice of each Portal.',
        ],
      },
      {
        id: 'account',
        title: '3. Registration and account',
        paragraphs: [
          'You can browse the offers and add products to the cart without an account, but you need to sign in to pay. Sign-in and registration take place on the Portals’ identity site, to which the Service redirects you and which then brings you back to your purchase.',
          'You must provide accurate and up-to-date information, keep your credentials confidential and tell us without delay if you suspect any unauthorised use of your account. You are responsible for the activity carried out with your credentials, unless the misuse cannot be attributed to you.',
          'Memberships are personal and linked to the account used to buy them; they may not be shared, transferred or resold.',
        ],
      },
      {
        id: 'memberships',
        title: '4. Memberships',
        paragraphs: [
          'The Premium Plan is an annual membership of a Portal. It is charged annually, in a single payment covering a full year of membership, and its benefits become available as soon as the payment is confirmed.',
          'The specific benefits of each membership are listed on its card before you buy and may vary from one Portal or region to another. They may include:',
        ],
        items: [
          'the Portal’s printed magazine, published quarterly;',
          'access to over 100 training capsules;',
          'discounts on events and courses;',
          'premium content;',
          'job offers;',
          'a personal library;',
          'free courses.',
        ],
      },
      {
        id: 'prices-payment',
        title: '5. Prices and card payment',
        paragraphs: [
          'Prices are shown with their currency before you pay: euros (EUR) for the products sold by the European selling entity and US dollars (USD) for those sold by the international selling entity. The order total appears in the order summary before you confirm the payment.',
          'Members, that is, holders of a paid membership, get partner prices on eligible products, such as courses related to their membership. Partner prices also apply when the related membership is bought in the same order. The applicable price is shown in the cart before payment.',
          'Payment is made by card through our card payment provider. You enter your card details in the provider’s secure form and we do not store them. A purchase is only complete once the payment has been confirmed; if it is declined, the order is not processed and you can try again.',
          'Each purchase is made with a single selling entity, so products offered for different markets cannot be combined in the same order.',
          'If you need an invoice, you can request one at checkout by entering your billing details, including your tax identification number.',
        ],
      },
      {
        id: 'shipping',
        title: '6. Shipping of the printed magazine',
        paragraphs: [
          'When your order includes the printed magazine, or a membership that includes it, you must provide a shipping address at checkout. The magazine is published quarterly, and each issue included in your purchase is sent to that address.',
          'Some editions can only be sent within the country where they are published; in that case the form restricts the destination country. Delivery times depend on the destination and on postal or courier services.',
          'Please make sure your shipping details are correct and keep them up to date. We are not responsible for issues that cannot be delivered because the address provided is wrong or incomplete; if an issue does not arrive for any other reason, contact us and we will find a solution.',
        ],
      },
      {
        id: 'withdrawal-refunds',
        title: '7. Right of withdrawal and refunds',
        paragraphs: [
          'If you buy as a consumer, you have the right of withdrawal granted by the applicable law, within the period it sets (in the European Union, 14 calendar days, without having to give any reason).',
          'Memberships, courses and other products that give access to digital content are activated immediately after payment. By completing your purchase, you expressly request that immediate access and acknowledge that you lose your right of withdrawal once access to the digital content has been given.',
          'Therefore, no refunds are made once access to the digital content has been given, except where the law requires it, for example if the content is not supplied or does not match what was offered.',
          'For printed magazine subscriptions, the withdrawal period starts when you receive the first issue. To exercise your right, contact us through the channels listed in the Contact section. Any refund due will be made using the same payment method as the purchase.',
        ],
      },
      {
        id: 'user-obligations',
        title: '8. Obligations of users',
        paragraphs: [
          'Users must use the Service in accordance with the law and these Terms. If these obligations are seriously breached, we may suspend or cancel access to the Service and to the content purchased, giving notice where appropriate.',
          'In particular, you agree to:',
        ],
        items: [
          'provide truthful, accurate and complete information, especially your billing and shipping details;',
          'use the Service and the content you buy lawfully, in good faith and only for your own personal or professional use;',
          'not share your access credentials, nor resell, redistribute or make your memberships or content available to third parties;',
          'not interfere with the security or operation of the Service, nor try to access areas or data not intended for you;',
          'only use payment cards that you are authorised to use.',
        ],
      },
      {
        id: 'intellectual-property',
        title: '9. Intellectual property',
        paragraphs: [
          'All content of the Portals and of the Service — texts, articles, magazines, courses, training capsules, videos, images, logos, trademarks and software — belongs to us or to third parties who have authorised its use, and is protected by intellectual and industrial property law.',
          'Buying a membership or a product gives you a personal, non-exclusive and non-transferable licence to access and use the content for the period purchased. It does not transfer any ownership rights to you.',
          'You may not reproduce, distribute, publicly communicate or transform the content, in whole or in part, without prior written permission, except where the law allows it.',
        ],
      },
      {
        id: 'liability',
        title: '10. Liability',
        paragraphs: [
          'We work to keep the Service available and its content accurate and up to date, but we cannot guarantee uninterrupted access: it may be temporarily unavailable because of maintenance, technical failures or causes beyond our control.',
          'The content of the Portals is provided for information and training purposes. Decisions taken on the basis of it are the responsibility of each user, who should seek professional advice where appropriate.',
          'To the extent permitted by law, we are not liable for damage resulting from misuse of the Service, from incorrect information provided by users or from third-party websites linked from the Portals.',
          'Nothing in these Terms limits our liability where the law does not allow it to be limited, nor your rights as a consumer.',
        ],
      },
      {
        id: 'changes',
        title: '11. Changes to these Terms',
        paragraphs: [
          'We may update these Terms to reflect legal, technical or business changes. The new version will be published on this page with its date of last update.',
          'Each purchase is governed by the version of the Terms in force when it was made. If a change significantly affects an ongoing membership, we will tell you in advance.',
        ],
      },
      {
        id: 'applicable-law',
        title: '12. Applicable law',
        paragraphs: [
          'Purchases from the European selling entity are governed by Spanish law. Purchases from the international selling entity are governed by the law of the country where that entity is established.',
          'In both cases, if you buy as a consumer, you keep the protection granted by the mandatory rules of the country where you live, and you may bring any claim before the courts of your place of residence where the law so provides.',
          'Before going to court, we encourage you to contact us so that we can try to settle any disagreement amicably.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        paragraphs: [
          'If you have any questions about these Terms, your purchases or your memberships, please contact us through the support line shown on the Portal or through the contact page of the Portal you are using.',
          'To help us deal with your request quickly, please include the email address of your account and, where relevant, the date of the purchase and the products concerned.',
        ],
      },
    ],
  },
  pt: {
    title: 'Termos e Condições',
    updatedLabel: 'Última atualização:',
    updated: '29 de abril de 2025',
    updatedIso: '2025-04-29',
    tocLabel: 'Índice dos termos e condições',
    intro:
      'Leia estes termos com atenção antes de assinar um plano ou comprar um produto. Ao concluir uma compra, você confirma que os leu e que os aceita.',
    sections: [
      {
        id: 'identification',
        title: '1. Identificação',
        paragraphs: [
          'Estes termos e condições (os “Termos”) regulam o acesso ao serviço de assinaturas e loja (o “Serviço”) da nossa família de portais de notícias e capacitação do agronegócio (os “Portais”), bem como as compras feitas por meio dele.',
          'O Serviço é operado por duas entidades vendedoras do mesmo grupo (chamadas nestes Termos de “nós”). Os dados completos de cada uma — razão social, número de identificação fiscal e endereço da sede — constam da fatura e podem ser solicitados pelos canais indicados na seção Contato.',
          'A entidade que vende para você depende do mercado ao qual o produto se destina:',
        ],
        items: [
          'A entidade vendedora europeia vende os produtos oferecidos para a Espanha e fatura em euros (EUR).',
          'A entidade vendedora internacional vende os produtos oferecidos para o resto do mundo e fatura em dólares americanos (USD).',
        ],
      },
      {
        id: 'object',
        title: '2. Objeto',
        paragraphs: [
          'Estes Termos definem como você pode adquirir, por meio do Serviço, assinaturas anuais dos Portais e outros produtos, como cursos on-line e assinaturas da revista impressa, além dos direitos e obrigações de ambas as partes.',
          'O uso dos Portais além das compras aqui descritas é regido pelo aviso legal de cada Portal.',
        ],
      },
      {
        id: 'account',
        title: '3. Cadastro e conta',
        paragraphs: [
          'Você pode consultar as ofertas e adicionar produtos ao carrinho sem ter uma conta, mas precisa entrar na sua conta para pagar. O login e o cadastro são feitos no site de identificação dos Portais, para o qual o Serviço redireciona você e que depois o traz de volta à sua compra.',
          'Você deve fornecer informações verdadeiras e atualizadas, manter suas credenciais em sigilo e nos avisar imediatamente se suspeitar de uso não autorizado da sua conta. Você é responsável pela atividade realizada com suas credenciais, salvo se o uso indevido não puder ser atribuído a você.',
          'As assinaturas são pessoais e vinculadas à conta usada na compra; não podem ser compartilhadas, cedidas nem revendidas.',
        ],
      },
      {
        id: 'memberships',
        title: '4. Assinaturas',
        paragraphs: [
          'O Plano Premium é uma assinatura anual de um Portal. O valor é cobrado anualmente, em um único pagamento que cobre um ano completo de assinatura, e os benefícios são liberados assim que o pagamento é confirmado.',
          'Os benefícios de cada assinatura aparecem na descrição da oferta antes da compra e podem variar conforme o Portal ou a região. Entre eles, podem estar:',
        ],
        items: [
          'a revista impressa do Portal, com periodicidade trimestral;',
          'acesso a mais de 100 cápsulas de treinamento;',
          'descontos em eventos e cursos;',
          'conteúdo premium;',
          'vagas de emprego;',
          'uma biblioteca pessoal;',
          'cursos gratuitos.',
        ],
      },
      {
        id: 'prices-payment',
        title: '5. Preços e pagamento com cartão',
        paragraphs: [
          'Os preços são exibidos com a respectiva moeda antes do pagamento: euros (EUR) para os produtos vendidos pela entidade vendedora europeia e dólares americanos (USD) para os vendidos pela entidade vendedora internacional. O valor total do pedido aparece no resumo antes da confirmação do pagamento.',
          'Os sócios, ou seja, os titulares de uma assinatura paga, têm acesso a preços de sócio nos produtos elegíveis, como os cursos relacionados à sua assinatura. O preço de sócio também vale quando a assinatura correspondente é comprada no mesmo pedido. O preço aplicável é mostrado no carrinho antes do pagamento.',
          'O pagamento é feito com cartão por meio do nosso provedor de pagamentos com cartão. Os dados do cartão são digitados no formulário seguro do provedor e não são armazenados por nós. A compra só é concluída quando o pagamento é confirmado; se ele for recusado, o pedido não é processado e você pode tentar novamente.',
          'Cada compra é feita com uma única entidade vendedora; por isso, não é possível combinar no mesmo pedido produtos oferecidos para mercados diferentes.',
          'Se precisar de fatura, você pode solicitá-la no momento do pagamento informando seus dados de faturamento, incluindo seu número de identificação fiscal.',
        ],
      },
      {
        id: 'shipping',
        title: '6. Envio da revista impressa',
        paragraphs: [
          'Quando o pedido inclui a revista impressa, ou uma assinatura que a inclua, você deve informar um endereço de entrega durante a compra. A revista é publicada trimestralmente, e cada edição incluída na sua compra é enviada para esse endereço.',
          'Algumas edições só podem ser enviadas dentro do país em que são publicadas; nesse caso, o formulário limita o país de destino. Os prazos de entrega dependem do destino e dos serviços postais ou de transportadora.',
          'Confira se os seus dados de entrega estão corretos e mantenha-os atualizados. Não nos responsabilizamos por edições que não possam ser entregues por endereço incorreto ou incompleto; se uma edição não chegar por outro motivo, fale conosco e buscaremos uma solução.',
        ],
      },
      {
        id: 'withdrawal-refunds',
        title: '7. Direito de arrependimento e reembolsos',
        paragraphs: [
          'Se você compra como consumidor, tem o direito de arrependimento garantido pela legislação aplicável, dentro do prazo que ela estabelece (na União Europeia, 14 dias corridos, sem necessidade de justificativa).',
          'As assinaturas, os cursos e os demais produtos que dão acesso a conteúdo digital são liberados logo após o pagamento. Ao concluir a compra, você solicita expressamente esse acesso imediato e reconhece que perde o direito de arrependimento assim que o acesso ao conteúdo digital é concedido.',
          'Por isso, não há reembolso depois que o acesso ao conteúdo digital é concedido, exceto quando a lei exigir, por exemplo se o conteúdo não for fornecido ou não corresponder ao que foi oferecido.',
          'Nas assinaturas da revista impressa, o prazo de arrependimento começa a contar a partir do recebimento da primeira edição. Para exercer esse direito, fale conosco pelos canais da seção Contato. Os reembolsos devidos serão feitos pelo mesmo meio de pagamento usado na compra.',
        ],
      },
      {
        id: 'user-obligations',
        title: '8. Obrigações dos usuários',
        paragraphs: [
          'Os usuários devem utilizar o Serviço de acordo com a lei e com estes Termos. Em caso de descumprimento grave dessas obrigações, poderemos suspender ou cancelar o acesso ao Serviço e ao conteúdo adquirido, com aviso prévio quando cabível.',
          'Em especial, você se compromete a:',
        ],
        items: [
          'fornecer informações verdadeiras, exatas e completas, principalmente seus dados de faturamento e de entrega;',
          'usar o Serviço e o conteúdo adquirido de forma lícita, de boa-fé e apenas para seu próprio uso pessoal ou profissional;',
          'não compartilhar suas credenciais de acesso nem revender, redistribuir ou disponibilizar a terceiros suas assinaturas ou conteúdos;',
          'não interferir na segurança nem no funcionamento do Serviço, nem tentar acessar áreas ou dados que não sejam destinados a você;',
          'usar apenas cartões de pagamento que você esteja autorizado a utilizar.',
        ],
      },
      {
        id: 'intellectual-property',
        title: '9. Propriedade intelectual',
        paragraphs: [
          'Todo o conteúdo dos Portais e do Serviço — textos, artigos, revistas, cursos, cápsulas de treinamento, vídeos, imagens, logotipos, marcas e software — pertence a nós ou a terceiros que autorizaram seu uso, e é protegido pela legislação de propriedade intelectual e industrial.',
          'A compra de uma assinatura ou de um produto concede a você uma licença pessoal, não exclusiva e intransferível para acessar e usar o conteúdo durante o período contratado. Ela não transfere a você nenhum direito de propriedade.',
          'Não é permitido reproduzir, distribuir, comunicar ao público ou modificar o conteúdo, no todo ou em parte, sem autorização prévia por escrito, salvo nos casos permitidos por lei.',
        ],
      },
      {
        id: 'liability',
        title: '10. Responsabilidade',
        paragraphs: [
          'Trabalhamos para manter o Serviço disponível e seu conteúdo correto e atualizado, mas não podemos garantir acesso ininterrupto: ele pode ficar temporariamente indisponível por manutenção, falhas técnicas ou causas fora do nosso controle.',
          'O conteúdo dos Portais tem finalidade informativa e de capacitação. As decisões tomadas com base nele são de responsabilidade de cada usuário, que deve buscar orientação profissional quando for o caso.',
          'Dentro dos limites permitidos por lei, não respondemos por danos decorrentes do uso indevido do Serviço, de dados incorretos fornecidos pelos usuários ou de sites de terceiros acessados por links nos Portais.',
          'Nada nestes Termos limita nossa responsabilidade quando a lei não permite essa limitação, nem restringe seus direitos como consumidor.',
        ],
      },
      {
        id: 'changes',
        title: '11. Alterações destes Termos',
        paragraphs: [
          'Podemos atualizar estes Termos para refletir mudanças legais, técnicas ou comerciais. A nova versão será publicada nesta página com a data da última atualização.',
          'Cada compra é regida pela versão dos Termos em vigor no momento em que foi realizada. Se uma alteração afetar de forma relevante uma assinatura em andamento, avisaremos você com antecedência.',
        ],
      },
      {
        id: 'applicable-law',
        title: '12. Legislação aplicável',
        paragraphs: [
          'As compras feitas com a entidade vendedora europeia são regidas pela legislação espanhola. As compras feitas com a entidade vendedora internacional são regidas pela legislação do país em que ela está estabelecida.',
          'Em ambos os casos, se você compra como consumidor, mantém a proteção garantida pelas normas obrigatórias do país onde mora e pode apresentar qualquer reclamação nos tribunais do seu domicílio, quando a lei assim previr.',
          'Antes de recorrer à Justiça, recomendamos que você entre em contato conosco para tentarmos resolver qualquer divergência de forma amigável.',
        ],
      },
      {
        id: 'contact',
        title: 'Contato',
        paragraphs: [
          'Se tiver dúvidas sobre estes Termos, suas compras ou suas assinaturas, fale conosco pela linha de atendimento indicada no Portal ou pela página de contato do Portal que você está usando.',
          'Para agilizar o atendimento, informe o e-mail da sua conta e, se for o caso, a data da compra e os produtos envolvidos.',
        ],
      },
    ],
  },
};

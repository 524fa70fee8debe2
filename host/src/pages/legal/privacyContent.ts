import type { LocalisedLegalDocument } from './legalTypes';

/**
 * Privacy policy of the subscription and shop service: sections 1 to 14.
 * Section ids are anchors and must stay identical and in the same order in
 * every language. The storage keys quoted in section 12 are the real ones
 * (cart, session, guided-tour flag).
 */
export const privacyContent: LocalisedLegalDocument = {
  es: {
    title: 'Política de privacidad',
    updatedLabel: 'Última actualización:',
    updated: '29 de abril de 2025',
    updatedIso: '2025-04-29',
    tocLabel: 'Índice de la política de privacidad',
    intro:
      'Esta política explica cómo tratamos sus datos personales cuando utiliza el servicio de suscripciones y tienda (el «Servicio») de nuestros portales de noticias y formación agraria (los «Portales») y qué derechos tiene.',
    sections: [
      {
        id: 'controller',
        title: '1. Responsable del tratamiento',
        paragraphs: [
          'El responsable del tratamiento de sus datos personales es la entidad vendedora con la que realiza cada compra (en esta política, «nosotros»). Sus datos completos figuran en la factura y pueden solicitarse a través de los canales del apartado de Contacto.',
          'Según el mercado de los productos que compre, el responsable es:',
        ],
        items: [
          'la entidad vendedora europea, para los productos ofrecidos para España, que se facturan en euros (EUR);',
          'la entidad vendedora internacional, para los productos ofrecidos para el resto del mundo, que se facturan en dólares estadounidenses (USD).',
        ],
      },
      {
        id: 'data-collected',
        title: '2. Datos que recogemos',
        paragraphs: [
          'Solo recogemos los datos necesarios para prestar el Servicio; sin los datos marcados como obligatorios durante la compra, no podemos completarla. El inicio de sesión y el registro se realizan en el sitio de identificación de los Portales, que se rige por su propia política de privacidad.',
          'Tratamos las siguientes categorías de datos:',
        ],
        items: [
          'Datos de cuenta, que recibimos del sitio de identificación cuando inicia sesión: nombre, apellidos, correo electrónico, foto de perfil (si la tiene) e identificador de la cuenta.',
          'Datos de facturación, si solicita factura: nombre, apellidos, teléfono, número de identificación fiscal y dirección postal.',
          'Datos de envío, si compra la revista impresa: nombre, apellidos, teléfono y dirección de entrega.',
          'Datos de compra: productos adquiridos, precios, moneda, fecha, membresías de las que es titular y resultado del pago.',
          'Datos de pago: el país de facturación que elige en el formulario de pago y una referencia del pago emitida por el proveedor de pagos con tarjeta. No recibimos el número completo de su tarjeta.',
          'Datos de uso: páginas visitadas y acciones realizadas en el Servicio (por ejemplo, ver las membresías o pulsar un botón de suscripción), con la fecha y la hora, el portal, la dirección de la página y el agente de usuario de su navegador.',
        ],
      },
      {
        id: 'purposes',
        title: '3. Finalidades',
        paragraphs: ['Utilizamos sus datos para las siguientes finalidades, y no para fines incompatibles con ellas:'],
        items: [
          'identificarle y vincular sus compras y membresías a su cuenta;',
          'tramitar sus pedidos y pagos, y aplicarle los precios de socio cuando le correspondan;',
          'emitir facturas y cumplir nuestras obligaciones fiscales y contables;',
          'enviar la revista impresa a su dirección de envío;',
          'prestarle las ventajas de su membresía y atender sus consultas y solicitudes;',
          'medir el uso del Servicio para mejorarlo;',
          'mantener la seguridad del Servicio y prevenir el fraude.',
        ],
      },
      {
        id: 'legal-basis',
        title: '4. Base jurídica',
        paragraphs: ['Tratamos sus datos con las siguientes bases jurídicas:'],
        items: [
          'Ejecución del contrato: gestión de su cuenta, pedidos, pagos, envíos y ventajas de la membresía.',
          'Cumplimiento de obligaciones legales: facturación, registros fiscales y contables, y atención de requerimientos de las autoridades.',
          'Interés legítimo: mantener la seguridad del Servicio, prevenir el fraude y medir su uso para mejorarlo.',
          'Consentimiento, cuando la ley lo exija; puede retirarlo en cualquier momento sin que ello afecte a la licitud del tratamiento anterior.',
        ],
      },
      {
        id: 'card-payments',
        title: '5. Pagos con tarjeta',
        paragraphs: [
          'Los pagos con tarjeta los procesa nuestro proveedor de pagos con tarjeta. Usted introduce los datos de su tarjeta directamente en el formulario seguro del proveedor, que los recibe sin que pasen por nuestros sistemas.',
          'Nunca almacenamos números de tarjeta, fechas de caducidad ni códigos de seguridad. Solo recibimos una referencia del medio de pago y el resultado del pago, que necesitamos para confirmar su pedido.',
          'El proveedor de pagos con tarjeta trata sus datos conforme a su propia política de privacidad y a los estándares de seguridad del sector de las tarjetas de pago, y puede utilizarlos para prevenir el fraude.',
        ],
      },
      {
        id: 'recipients',
        title: '6. Destinatarios',
        paragraphs: [
          'No vendemos sus datos personales. Solo los comunicamos a los siguientes destinatarios, cuando es necesario para las finalidades descritas:',
        ],
        items: [
          'el proveedor de pagos con tarjeta, para procesar los pagos;',
          'las empresas postales y de mensajería, para entregar la revista impresa;',
          'el sitio de identificación de los Portales y las demás empresas de nuestro grupo que participan en la gestión de los Portales, para administrar su cuenta y sus membresías;',
          'los proveedores de servicios tecnológicos, como alojamiento y analítica, que actúan por nuestra cuenta y siguiendo nuestras instrucciones;',
          'la administración tributaria, los juzgados y tribunales y otros organismos públicos, cuando la ley lo exija.',
        ],
      },
      {
        id: 'international-transfers',
        title: '7. Transferencias internacionales',
        paragraphs: [
          'Algunos destinatarios, entre ellos la entidad vendedora internacional y el proveedor de pagos con tarjeta, pueden estar situados o tratar datos fuera del Espacio Económico Europeo o fuera de su país de residencia.',
          'En esos casos, nos aseguramos de que la transferencia esté protegida por garantías adecuadas, como una decisión de adecuación o las cláusulas contractuales tipo aprobadas por la Comisión Europea, o de que se base en otro mecanismo admitido por la ley aplicable.',
        ],
      },
      {
        id: 'retention',
        title: '8. Conservación de los datos',
        paragraphs: [
          'Conservamos sus datos solo durante el tiempo necesario para la finalidad para la que se recogieron y, después, durante los plazos que exige la ley:',
        ],
        items: [
          'Datos fiscales y de facturación (facturas y registros de compra relacionados): entre 5 y 10 años, según exija la normativa fiscal y contable.',
          'Datos de cuenta, de membresía y de envío: mientras mantenga una cuenta o una membresía activa y, después, durante el plazo necesario para atender posibles reclamaciones.',
          'Datos de uso: durante el tiempo necesario para analizar el uso del Servicio; después se suprimen o se anonimizan.',
          'Datos guardados en su navegador: consulte el apartado de cookies y almacenamiento local.',
        ],
      },
      {
        id: 'rights',
        title: '9. Derechos de los usuarios',
        paragraphs: [
          'La normativa de protección de datos (como el RGPD en la Unión Europea o la LGPD en Brasil) le reconoce los derechos que se indican a continuación. Para ejercerlos, contáctenos a través de los canales del apartado de Contacto; podremos pedirle que acredite su identidad.',
          'También puede presentar una reclamación ante la autoridad de protección de datos de su país, como la Agencia Española de Protección de Datos (AEPD) en España o la Autoridad Nacional de Protección de Datos (ANPD) en Brasil.',
          'Sus derechos son:',
        ],
        items: [
          'acceso: saber qué datos suyos tratamos;',
          'rectificación de los datos inexactos o incompletos;',
          'supresión, cuando los datos ya no sean necesarios o el tratamiento sea ilícito;',
          'oposición al tratamiento y limitación del tratamiento en determinados casos;',
          'portabilidad: recibir sus datos en un formato estructurado y de lectura mecánica;',
          'retirada del consentimiento en cualquier momento.',
        ],
      },
      {
        id: 'children',
        title: '10. Menores',
        paragraphs: [
          'El Servicio no está dirigido a menores. No recogemos a sabiendas datos de menores de 13 años, y las compras deben realizarlas personas con capacidad legal para contratar.',
          'Si descubrimos que hemos recibido datos de un menor de 13 años, los eliminaremos sin demora. Si es usted padre, madre o tutor y cree que esto ha ocurrido, contáctenos.',
        ],
      },
      {
        id: 'security',
        title: '11. Seguridad',
        paragraphs: [
          'Aplicamos medidas técnicas y organizativas adecuadas al riesgo para proteger sus datos frente a pérdidas, usos indebidos y accesos no autorizados, como conexiones cifradas (HTTPS), controles de acceso y la separación de los datos de tarjeta, que solo trata el proveedor de pagos con tarjeta.',
          'Ningún sistema es completamente seguro. Si una brecha de seguridad afecta a sus datos y supone un riesgo para usted, se lo comunicaremos a usted y a las autoridades competentes en los términos que exija la ley.',
          'Usted también contribuye a proteger su cuenta manteniendo sus credenciales en secreto y cerrando la sesión en los dispositivos compartidos.',
        ],
      },
      {
        id: 'cookies',
        title: '12. Cookies y almacenamiento local',
        paragraphs: [
          'Para funcionar correctamente, el Servicio guarda cierta información técnica en el almacenamiento local de su navegador. Esta información permanece en su dispositivo y puede borrarla en cualquier momento desde la configuración del navegador; si lo hace, se vaciará su carrito y es posible que vuelva a mostrarse la visita guiada.',
          'El proveedor de pagos con tarjeta y el sitio de identificación de los Portales pueden utilizar sus propias cookies, por ejemplo con fines de seguridad y prevención del fraude, conforme a sus propias políticas.',
          'El Servicio utiliza las siguientes claves:',
        ],
        items: [
          'agrishop: el contenido de su carrito, para que se conserve si recarga la página; se elimina cuando se completa la compra.',
          'decodedToken: los datos de su sesión (nombre, correo electrónico, foto de perfil e identificador de la cuenta) mientras tiene la sesión iniciada; se elimina al cerrar la sesión.',
          'tourCompletedSubscriptions: un indicador que recuerda que ha completado o cerrado la visita guiada, para no volver a mostrársela.',
        ],
      },
      {
        id: 'changes',
        title: '13. Cambios en esta política',
        paragraphs: [
          'Podemos actualizar esta política para reflejar cambios legales, técnicos o comerciales. La nueva versión se publicará en esta página con su fecha de última actualización.',
          'Si los cambios son importantes, se lo comunicaremos a través del Servicio o por correo electrónico antes de que entren en vigor.',
        ],
      },
      {
        id: 'contact',
        title: '14. Contacto',
        paragraphs: [
          'Para cualquier pregunta sobre esta política o para ejercer sus derechos, contáctenos a través de la línea de atención indicada en el Portal o de la página de contacto del Portal que esté utilizando, indicando «Protección de datos» y el derecho que desea ejercer.',
          'Le responderemos dentro del plazo que establezca la ley aplicable.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy Policy',
    updatedLabel: 'Last updated:',
    updated: '29 April 2025',
    updatedIso: '2025-04-29',
    tocLabel: 'Contents of the privacy policy',
    intro:
      'This policy explains how we handle your personal data when you use the subscription and shop service (the “Service”) of our agricultural news and training portals (the “Portals”), and which rights you have.',
    sections: [
      {
        id: 'controller',
        title: '1. Data controller',
        paragraphs: [
          'The controller of your personal data is the selling entity with which you make each purchase (referred to in this policy as “we” or “us”). Its full company details appear on the invoice and can be requested through the channels listed in the Contact section.',
          'Depending on the market of the products you buy, the controller is:',
        ],
        items: [
          'the European selling entity, for products offered for Spain, which are invoiced in euros (EUR);',
          'the international selling entity, for products offered for the rest of the world, which are invoiced in US dollars (USD).',
        ],
      },
      {
        id: 'data-collected',
        title: '2. Data we collect',
        paragraphs: [
          'We only collect the data we need to provide the Service; without the data marked as required at checkout, we cannot complete your purchase. Sign-in and registration take place on the Portals’ identity site, which is governed by its own privacy policy.',
          'We process the following categories of data:',
        ],
        items: [
          'Account data, received from the identity site when you sign in: your first name, surname, email address, profile photo (if any) and account identifier.',
          'Billing data, if you request an invoice: first name, surname, telephone number, tax identification number and postal address.',
          'Shipping data, if you buy the printed magazine: first name, surname, telephone number and delivery address.',
          'Purchase data: the products bought, prices, currency, date, the memberships you hold and the result of the payment.',
          'Payment data: the billing country you select in the payment form and a payment reference issued by the card payment provider. We do not receive your full card number.',
          'Usage data: pages visited and actions taken in the Service (for example, viewing the memberships or clicking a subscribe button), with the date and time, the portal, the page address and your browser’s user agent.',
        ],
      },
      {
        id: 'purposes',
        title: '3. Purposes',
        paragraphs: ['We use your data for the following purposes, and not for purposes incompatible with them:'],
        items: [
          'to identify you and link your purchases and memberships to your account;',
          'to process your orders and payments, and apply partner prices when you are entitled to them;',
          'to issue invoices and meet our tax and accounting obligations;',
          'to send the printed magazine to your shipping address;',
          'to provide the benefits of your membership and answer your questions and requests;',
          'to measure how the Service is used in order to improve it;',
          'to keep the Service secure and prevent fraud.',
        ],
      },
      {
        id: 'legal-basis',
        title: '4. Legal basis',
        paragraphs: ['We process your data on the following legal bases:'],
        items: [
          'Performance of the contract: managing your account, orders, payments, shipping and membership benefits.',
          'Compliance with legal obligations: invoicing, tax and accounting records, and responding to requests from the authorities.',
          'Legitimate interest: keeping the Service secure, preventing fraud and measuring its use in order to improve it.',
          'Consent, where the law requires it; you can withdraw it at any time without affecting the lawfulness of the processing carried out before.',
        ],
      },
      {
        id: 'card-payments',
        title: '5. Card payments',
        paragraphs: [
          'Card payments are processed by our card payment provider. You enter your card details directly in the provider’s secure form, and they reach the provider without passing through our systems.',
          'We never store card numbers, expiry dates or security codes. We only receive a reference to the payment method and the result of the payment, which we need to confirm your order.',
          'The card payment provider processes your data under its own privacy policy and the security standards of the payment card industry, and may use it to prevent fraud.',
        ],
      },
      {
        id: 'recipients',
        title: '6. Recipients',
        paragraphs: [
          'We do not sell your personal data. We only share it with the following recipients, where necessary for the purposes described:',
        ],
        items: [
          'the card payment provider, to process payments;',
          'postal and courier companies, to deliver the printed magazine;',
          'the Portals’ identity site and the other companies of our group involved in running the Portals, to manage your account and your memberships;',
          'technology service providers, such as hosting and analytics, acting on our behalf and following our instructions;',
          'tax authorities, courts and other public bodies, where the law requires it.',
        ],
      },
      {
        id: 'international-transfers',
        title: '7. International transfers',
        paragraphs: [
          'Some recipients, including the international selling entity and the card payment provider, may be located in or process data from countries outside the European Economic Area or outside your country of residence.',
          'In those cases, we make sure the transfer is protected by appropriate safeguards, such as an adequacy decision or the standard contractual clauses approved by the European Commission, or that it relies on another mechanism allowed by the applicable law.',
        ],
      },
      {
        id: 'retention',
        title: '8. Data retention',
        paragraphs: [
          'We keep your data only for as long as necessary for the purpose for which it was collected, and afterwards for the periods required by law:',
        ],
        items: [
          'Fiscal and billing data (invoices and the related purchase records): between 5 and 10 years, as required by tax and accounting law.',
          'Account, membership and shipping data: while you keep an active account or membership and, afterwards, for the time needed to handle any claims.',
          'Usage data: for the time needed to analyse how the Service is used, after which it is deleted or anonymised.',
          'Data stored in your browser: see the section on cookies and local storage.',
        ],
      },
      {
        id: 'rights',
        title: '9. Your rights',
        paragraphs: [
          'Data protection law (such as the GDPR in the European Union or the LGPD in Brazil) gives you the rights listed below. To exercise them, contact us through the channels listed in the Contact section; we may ask you to confirm your identity.',
          'You also have the right to lodge a complaint with the data protection authority of your country, such as the Spanish Data Protection Agency (AEPD) in Spain or the National Data Protection Authority (ANPD) in Brazil.',
          'Your rights are:',
        ],
        items: [
          'access: to know what data we hold about you;',
          'rectification of inaccurate or incomplete data;',
          'erasure, when the data is no longer needed or the processing is unlawful;',
          'objection to the processing, and restriction of the processing in certain cases;',
          'portability: to receive your data in a structured, machine-readable format;',
          'withdrawal of your consent at any time.',
        ],
      },
      {
        id: 'children',
        title: '10. Children',
        paragraphs: [
          'The Service is not directed at children. We do not knowingly collect data from children under 13, and purchases must be made by people with the legal capacity to enter into contracts.',
          'If we learn that we have received data from a child under 13, we will delete it without delay. If you are a parent or guardian and believe this has happened, please contact us.',
        ],
      },
      {
        id: 'security',
        title: '11. Security',
        paragraphs: [
          'We apply technical and organisational measures appropriate to the risk to protect your data against loss, misuse and unauthorised access, such as encrypted connections (HTTPS), access controls and the separation of card data, which is handled only by the card payment provider.',
          'No system is completely secure. If a security breach affects your data and poses a risk to you, we will inform you and the competent authorities as required by law.',
          'You can also help protect your account by keeping your credentials confidential and signing out on shared devices.',
        ],
      },
      {
        id: 'cookies',
        title: '12. Cookies and local storage',
        paragraphs: [
          'To work properly, the Service stores some technical information in your browser’s local storage. This information stays on your device and you can delete it at any time from your browser settings; if you do, your cart will be emptied and the guided tour may be shown again.',
          'The card payment provider and the Portals’ identity site may use their own cookies, for example for security and fraud prevention, under their own policies.',
          'The Service uses the following keys:',
        ],
        items: [
          'agrishop: the contents of your cart, so that it is kept if you reload the page; it is deleted once your purchase is completed.',
          'decodedToken: your session data (name, email address, profile photo and account identifier) while you are signed in; it is deleted when you sign out.',
          'tourCompletedSubscriptions: a flag that remembers that you have completed or closed the guided tour, so that it is not shown again.',
        ],
      },
      {
        id: 'changes',
        title: '13. Changes to this policy',
        paragraphs: [
          'We may update this policy to reflect legal, technical or business changes. The new version will be published on this page with its date of last update.',
          'If the changes are significant, we will let you know through the Service or by email before they take effect.',
        ],
      },
      {
        id: 'contact',
        title: '14. Contact',
        paragraphs: [
          'For any question about this policy, or to exercise your rights, contact us through the support line shown on the Portal or through the contact page of the Portal you are using, stating “Data protection” and the right you wish to exercise.',
          'We will reply within the period set by the applicable law.',
        ],
      },
    ],
  },
  pt: {
    title: 'Política de Privacidade',
    updatedLabel: 'Última atualização:',
    updated: '29 de abril de 2025',
    updatedIso: '2025-04-29',
    tocLabel: 'Índice da política de privacidade',
    intro:
      'Esta política explica como tratamos seus dados pessoais quando você usa o serviço de assinaturas e loja (o “Serviço”) dos nossos portais de notícias e capacitação do agronegócio (os “Portais”) e quais são os seus direitos.',
    sections: [
      {
        id: 'controller',
        title: '1. Controlador dos dados',
        paragraphs: [
          'O controlador dos seus dados pessoais é a entidade vendedora com a qual você faz cada compra (chamada nesta política de “nós”). Os dados completos dela constam da fatura e podem ser solicitados pelos canais da seção Contato.',
          'De acordo com o mercado dos produtos que você compra, o controlador é:',
        ],
        items: [
          'a entidade vendedora europeia, para os produtos oferecidos para a Espanha, faturados em euros (EUR);',
          'a entidade vendedora internacional, para os produtos oferecidos para o resto do mundo, faturados em dólares americanos (USD).',
        ],
      },
      {
        id: 'data-collected',
        title: '2. Dados que coletamos',
        paragraphs: [
          'Coletamos apenas os dados necessários para prestar o Serviço; sem os dados indicados como obrigatórios na compra, não conseguimos concluí-la. O login e o cadastro são feitos no site de identificação dos Portais, que tem sua própria política de privacidade.',
          'Tratamos as seguintes categorias de dados:',
        ],
        items: [
          'Dados da conta, recebidos do site de identificação quando você faz login: nome, sobrenome, e-mail, foto de perfil (se houver) e identificador da conta.',
          'Dados de faturamento, se você solicitar fatura: nome, sobrenome, telefone, número de identificação fiscal e endereço.',
          'Dados de entrega, se você comprar a revista impressa: nome, sobrenome, telefone e endereço de entrega.',
          'Dados da compra: produtos adquiridos, preços, moeda, data, assinaturas de que você é titular e resultado do pagamento.',
          'Dados de pagamento: o país de cobrança escolhido no formulário de pagamento e uma referência do pagamento emitida pelo provedor de pagamentos com cartão. Não recebemos o número completo do seu cartão.',
          'Dados de uso: páginas visitadas e ações realizadas no Serviço (por exemplo, ver as assinaturas ou clicar em um botão de assinatura), com data e hora, portal, endereço da página e o agente de usuário (user agent) do seu navegador.',
        ],
      },
      {
        id: 'purposes',
        title: '3. Finalidades',
        paragraphs: ['Usamos seus dados para as seguintes finalidades, e não para fins incompatíveis com elas:'],
        items: [
          'identificar você e vincular suas compras e assinaturas à sua conta;',
          'processar seus pedidos e pagamentos e aplicar os preços de sócio quando você tiver direito a eles;',
          'emitir faturas e cumprir nossas obrigações fiscais e contábeis;',
          'enviar a revista impressa para o seu endereço de entrega;',
          'oferecer os benefícios da sua assinatura e responder às suas dúvidas e solicitações;',
          'medir o uso do Serviço para melhorá-lo;',
          'manter o Serviço seguro e prevenir fraudes.',
        ],
      },
      {
        id: 'legal-basis',
        title: '4. Bases legais',
        paragraphs: ['Tratamos seus dados com base nas seguintes hipóteses legais:'],
        items: [
          'Execução do contrato: gestão da sua conta, pedidos, pagamentos, entregas e benefícios da assinatura.',
          'Cumprimento de obrigação legal: faturamento, registros fiscais e contábeis e atendimento a solicitações das autoridades.',
          'Legítimo interesse: manter o Serviço seguro, prevenir fraudes e medir seu uso para melhorá-lo.',
          'Consentimento, quando a lei exigir; você pode revogá-lo a qualquer momento, sem afetar a legalidade do tratamento realizado antes.',
        ],
      },
      {
        id: 'card-payments',
        title: '5. Pagamentos com cartão',
        paragraphs: [
          'Os pagamentos com cartão são processados pelo nosso provedor de pagamentos com cartão. Você digita os dados do cartão diretamente no formulário seguro do provedor, que os recebe sem que passem pelos nossos sistemas.',
          'Nunca armazenamos números de cartão, datas de validade nem códigos de segurança. Recebemos apenas uma referência do meio de pagamento e o resultado do pagamento, necessários para confirmar seu pedido.',
          'O provedor de pagamentos com cartão trata seus dados de acordo com sua própria política de privacidade e com os padrões de segurança do setor de cartões de pagamento, e pode usá-los para prevenir fraudes.',
        ],
      },
      {
        id: 'recipients',
        title: '6. Compartilhamento de dados',
        paragraphs: [
          'Não vendemos seus dados pessoais. Só os compartilhamos com os destinatários abaixo, quando necessário para as finalidades descritas:',
        ],
        items: [
          'o provedor de pagamentos com cartão, para processar os pagamentos;',
          'empresas de correio e transportadoras, para entregar a revista impressa;',
          'o site de identificação dos Portais e as demais empresas do nosso grupo que participam da gestão dos Portais, para administrar sua conta e suas assinaturas;',
          'prestadores de serviços de tecnologia, como hospedagem e análise de dados, que atuam em nosso nome e de acordo com nossas instruções;',
          'autoridades fiscais, tribunais e outros órgãos públicos, quando a lei exigir.',
        ],
      },
      {
        id: 'international-transfers',
        title: '7. Transferências internacionais',
        paragraphs: [
          'Alguns destinatários, entre eles a entidade vendedora internacional e o provedor de pagamentos com cartão, podem estar localizados ou tratar dados fora do Espaço Econômico Europeu ou fora do seu país de residência.',
          'Nesses casos, garantimos que a transferência esteja protegida por salvaguardas adequadas, como uma decisão de adequação ou as cláusulas contratuais padrão aprovadas pela Comissão Europeia, ou que se baseie em outro mecanismo admitido pela legislação aplicável.',
        ],
      },
      {
        id: 'retention',
        title: '8. Retenção dos dados',
        paragraphs: [
          'Guardamos seus dados apenas pelo tempo necessário para a finalidade para a qual foram coletados e, depois, pelos prazos exigidos por lei:',
        ],
        items: [
          'Dados fiscais e de faturamento (faturas e registros de compra relacionados): entre 5 e 10 anos, conforme exigido pela legislação tributária e contábil.',
          'Dados da conta, da assinatura e de entrega: enquanto você mantiver uma conta ou assinatura ativa e, depois, pelo prazo necessário para atender a eventuais reclamações.',
          'Dados de uso: pelo tempo necessário para analisar o uso do Serviço; depois, são excluídos ou anonimizados.',
          'Dados salvos no seu navegador: consulte a seção sobre cookies e armazenamento local.',
        ],
      },
      {
        id: 'rights',
        title: '9. Seus direitos',
        paragraphs: [
          'A legislação de proteção de dados (como a LGPD no Brasil ou o RGPD na União Europeia) garante a você os direitos indicados abaixo. Para exercê-los, fale conosco pelos canais da seção Contato; poderemos pedir que você confirme sua identidade.',
          'Você também pode apresentar uma reclamação à autoridade de proteção de dados do seu país, como a Autoridade Nacional de Proteção de Dados (ANPD) no Brasil ou a Agencia Española de Protección de Datos (AEPD) na Espanha.',
          'Seus direitos são:',
        ],
        items: [
          'acesso: saber quais dados seus tratamos;',
          'correção de dados incorretos ou incompletos;',
          'eliminação, quando os dados não forem mais necessários ou o tratamento for ilícito;',
          'oposição ao tratamento e limitação do tratamento em determinados casos;',
          'portabilidade: receber seus dados em formato estruturado e legível por máquina;',
          'revogação do consentimento a qualquer momento.',
        ],
      },
      {
        id: 'children',
        title: '10. Crianças',
        paragraphs: [
          'O Serviço não é destinado a crianças. Não coletamos intencionalmente dados de menores de 13 anos, e as compras devem ser feitas por pessoas com capacidade legal para contratar.',
          'Se descobrirmos que recebemos dados de um menor de 13 anos, vamos excluí-los imediatamente. Se você é pai, mãe ou responsável legal e acredita que isso aconteceu, fale conosco.',
        ],
      },
      {
        id: 'security',
        title: '11. Segurança',
        paragraphs: [
          'Adotamos medidas técnicas e administrativas adequadas ao risco para proteger seus dados contra perda, uso indevido e acesso não autorizado, como conexões criptografadas (HTTPS), controles de acesso e a separação dos dados de cartão, que são tratados apenas pelo provedor de pagamentos com cartão.',
          'Nenhum sistema é totalmente seguro. Se um incidente de segurança afetar seus dados e representar um risco para você, comunicaremos o fato a você e às autoridades competentes, nos termos da lei.',
          'Você também ajuda a proteger sua conta mantendo suas credenciais em sigilo e saindo da conta em dispositivos compartilhados.',
        ],
      },
      {
        id: 'cookies',
        title: '12. Cookies e armazenamento local',
        paragraphs: [
          'Para funcionar corretamente, o Serviço salva algumas informações técnicas no armazenamento local (local storage) do seu navegador. Essas informações ficam no seu dispositivo e podem ser apagadas a qualquer momento nas configurações do navegador; se você fizer isso, seu carrinho será esvaziado e o tour guiado poderá aparecer novamente.',
          'O provedor de pagamentos com cartão e o site de identificação dos Portais podem usar cookies próprios, por exemplo para segurança e prevenção de fraudes, de acordo com suas próprias políticas.',
          'O Serviço usa as seguintes chaves:',
        ],
        items: [
          'agrishop: o conteúdo do seu carrinho, para que ele seja mantido se você recarregar a página; é apagado quando a compra é concluída.',
          'decodedToken: os dados da sua sessão (nome, e-mail, foto de perfil e identificador da conta) enquanto você estiver conectado; é apagado quando você sai da conta.',
          'tourCompletedSubscriptions: um indicador que lembra que você concluiu ou fechou o tour guiado, para que ele não seja exibido novamente.',
        ],
      },
      {
        id: 'changes',
        title: '13. Alterações nesta política',
        paragraphs: [
          'Podemos atualizar esta política para refletir mudanças legais, técnicas ou comerciais. A nova versão será publicada nesta página com a data da última atualização.',
          'Se as mudanças forem relevantes, avisaremos você pelo Serviço ou por e-mail antes que entrem em vigor.',
        ],
      },
      {
        id: 'contact',
        title: '14. Contato',
        paragraphs: [
          'Para qualquer dúvida sobre esta política ou para exercer seus direitos, fale conosco pela linha de atendimento indicada no Portal ou pela página de contato do Portal que você está usando, mencionando “Proteção de dados” e o direito que deseja exercer.',
          'Responderemos dentro do prazo previsto na legislação aplicável.',
        ],
      },
    ],
  },
};

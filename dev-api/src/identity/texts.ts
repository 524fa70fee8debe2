/** The identity pages' wording in the three languages of the product. */
export type PageLanguage = 'es' | 'en' | 'pt';

/** `edicion` is the language, except that Brazil's edition (br) is Portuguese; anything else is English. */
export function languageOfEdition(edicion: string | undefined): PageLanguage {
  switch (edicion?.trim().toLowerCase()) {
    case 'es':
      return 'es';
    case 'br':
    case 'pt':
      return 'pt';
    default:
      return 'en';
  }
}

/** The edicion value to carry along in links and forms. */
export const editionOf = (lang: PageLanguage): string => (lang === 'pt' ? 'br' : lang);

export interface IdentityTexts {
  readonly loginTitle: string;
  readonly signupTitle: string;
  readonly errorTitle: string;
  readonly standIn: string;
  readonly loginIntro: string;
  readonly signupIntro: string;
  readonly portal: (medio: string) => string;
  readonly returnTo: string;
  readonly signInAs: (name: string) => string;
  readonly roles: Readonly<Record<'member' | 'guest' | 'reader' | 'signed-up', string>>;
  readonly seededUsers: string;
  readonly createdUsers: string;
  readonly noAccount: string;
  readonly signupLink: string;
  readonly haveAccount: string;
  readonly loginLink: string;
  readonly nombre: string;
  readonly apellidos: string;
  readonly email: string;
  readonly optional: string;
  readonly create: string;
  readonly fixErrors: string;
  readonly errors: {
    readonly nombre: string;
    readonly apellidos: string;
    readonly email: string;
    readonly unknownUser: string;
  };
  readonly refusedReturn: string;
  readonly backToSubscriptions: string;
}

export const identityTexts: Readonly<Record<PageLanguage, IdentityTexts>> = {
  en: {
    loginTitle: 'Sign in',
    signupTitle: 'Create an account',
    errorTitle: 'This request cannot be completed',
    standIn: 'Local stand-in for the portals’ identity site (development only). No password is needed.',
    loginIntro: 'Choose a test user. You will be sent back to the checkout with a sign-in token.',
    signupIntro: 'Create a test user without subscriptions. It lasts until dev-api restarts or is reset.',
    portal: (medio) => `Portal: ${medio}`,
    returnTo: 'You will return to:',
    signInAs: (name) => `Sign in as ${name}`,
    roles: {
      member: 'Member: holds the porciNews España Premium Plan (partner prices, free printed magazine).',
      guest: 'Non-member: no subscriptions, no photo.',
      reader: 'Newsletter reader: a paid aviNews newsletter only (partner prices on poultry courses).',
      'signed-up': 'Created in this session: no subscriptions.',
    },
    seededUsers: 'Test users',
    createdUsers: 'Users created in this session',
    noAccount: 'No account yet?',
    signupLink: 'Create a test account',
    haveAccount: 'Already have a test user?',
    loginLink: 'Back to sign in',
    nombre: 'First name',
    apellidos: 'Last name',
    email: 'Email',
    optional: '(optional)',
    create: 'Create account and continue',
    fixErrors: 'Please correct the following:',
    errors: {
      nombre: 'Enter a first name (up to 100 characters).',
      apellidos: 'The last name must be at most 100 characters.',
      email: 'Enter a valid email address.',
      unknownUser: 'That test user does not exist.',
    },
    refusedReturn: 'The return address was refused, so you have not been redirected.',
    backToSubscriptions: 'Go to the subscriptions page',
  },
  es: {
    loginTitle: 'Iniciar sesión',
    signupTitle: 'Crear una cuenta',
    errorTitle: 'No se puede completar la solicitud',
    standIn: 'Sustituto local del sitio de identidad de los portales (solo desarrollo). No hace falta contraseña.',
    loginIntro: 'Elige un usuario de prueba. Volverás al checkout con un token de sesión.',
    signupIntro: 'Crea un usuario de prueba sin suscripciones. Dura hasta que dev-api se reinicie o se restablezca.',
    portal: (medio) => `Portal: ${medio}`,
    returnTo: 'Volverás a:',
    signInAs: (name) => `Entrar como ${name}`,
    roles: {
      member: 'Socio: tiene el Plan Premium porciNews España (precios de socio, revista impresa gratis).',
      guest: 'No socio: sin suscripciones ni foto.',
      reader: 'Lector de newsletter: solo una newsletter de pago de aviNews (precio de socio en cursos de avicultura).',
      'signed-up': 'Creado en esta sesión: sin suscripciones.',
    },
    seededUsers: 'Usuarios de prueba',
    createdUsers: 'Usuarios creados en esta sesión',
    noAccount: '¿Aún no tienes cuenta?',
    signupLink: 'Crear una cuenta de prueba',
    haveAccount: '¿Ya tienes un usuario de prueba?',
    loginLink: 'Volver a iniciar sesión',
    nombre: 'Nombre',
    apellidos: 'Apellidos',
    email: 'Correo electrónico',
    optional: '(opcional)',
    create: 'Crear cuenta y continuar',
    fixErrors: 'Corrige lo siguiente:',
    errors: {
      nombre: 'Escribe un nombre (hasta 100 caracteres).',
      apellidos: 'Los apellidos admiten como máximo 100 caracteres.',
      email: 'Escribe un correo electrónico válido.',
      unknownUser: 'Ese usuario de prueba no existe.',
    },
    refusedReturn: 'La dirección de retorno no es válida, así que no se te ha redirigido.',
    backToSubscriptions: 'Ir a la página de suscripciones',
  },
  pt: {
    loginTitle: 'Entrar',
    signupTitle: 'Criar uma conta',
    errorTitle: 'Não é possível concluir o pedido',
    standIn: 'Substituto local do site de identidade dos portais (apenas desenvolvimento). Não é preciso senha.',
    loginIntro: 'Escolha um usuário de teste. Você voltará ao checkout com um token de sessão.',
    signupIntro: 'Crie um usuário de teste sem assinaturas. Ele dura até o dev-api ser reiniciado ou reposto.',
    portal: (medio) => `Portal: ${medio}`,
    returnTo: 'Você voltará para:',
    signInAs: (name) => `Entrar como ${name}`,
    roles: {
      member: 'Sócio: tem o Plano Premium porciNews Espanha (preços de sócio, revista impressa grátis).',
      guest: 'Não sócio: sem assinaturas nem foto.',
      reader: 'Leitor de newsletter: só uma newsletter paga do aviNews (preço de sócio em cursos de avicultura).',
      'signed-up': 'Criado nesta sessão: sem assinaturas.',
    },
    seededUsers: 'Usuários de teste',
    createdUsers: 'Usuários criados nesta sessão',
    noAccount: 'Ainda não tem conta?',
    signupLink: 'Criar uma conta de teste',
    haveAccount: 'Já tem um usuário de teste?',
    loginLink: 'Voltar para entrar',
    nombre: 'Nome',
    apellidos: 'Sobrenome',
    email: 'E-mail',
    optional: '(opcional)',
    create: 'Criar conta e continuar',
    fixErrors: 'Corrija o seguinte:',
    errors: {
      nombre: 'Escreva um nome (até 100 caracteres).',
      apellidos: 'O sobrenome pode ter no máximo 100 caracteres.',
      email: 'Escreva um e-mail válido.',
      unknownUser: 'Esse usuário de teste não existe.',
    },
    refusedReturn: 'O endereço de retorno foi recusado, por isso você não foi redirecionado.',
    backToSubscriptions: 'Ir para a página de assinaturas',
  },
};

import type authEn from './auth.en';

const authEs: typeof authEn = {
  header: {
    welcome: '¡Bienvenido, {{name}}!',
    yourAccount: 'Su cuenta',
    staff: 'Personal',
    logOut: 'Cerrar sesión',
  },
  fields: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    newPassword: 'Nueva contraseña',
    confirmNewPassword: 'Confirmar nueva contraseña',
    passwordHint: 'Al menos 6 caracteres.',
  },
  login: {
    submit: 'Iniciar sesión',
    pending: 'Iniciando sesión...',
    forgot: '¿Olvidó su contraseña?',
    noAccount: '¿No tiene una cuenta?',
    create: 'Cree una cuenta aquí',
  },
  createAccount: {
    submit: 'Crear cuenta',
    pending: 'Creando cuenta...',
    haveAccount: '¿Ya tiene una cuenta?',
    signIn: 'Inicie sesión aquí',
    checkEmail:
      'Su cuenta está creada. Revise su correo electrónico para confirmar su dirección: enviamos un enlace a {{email}}. Sus cursos y pagos aparecerán en su cuenta cuando la haya confirmado.',
    toAccount: 'Ir a su cuenta',
  },
  forgot: {
    submit: 'Enviar enlace',
    pending: 'Enviando...',
    sent: '¡Enlace enviado! Revise su correo electrónico.',
    backToLogin: 'Volver a iniciar sesión',
  },
  reset: {
    title: 'Elija una nueva contraseña',
    intro:
      'Escriba una nueva contraseña para {{email}}. Se cerrará la sesión en todos los demás dispositivos de esta cuenta.',
    submit: 'Guardar contraseña',
    pending: 'Guardando...',
    requestNew: 'Solicitar un enlace nuevo',
  },
  errors: {
    noAccount: 'No existe ninguna cuenta con este correo electrónico',
    invalidCredentials: 'Correo electrónico o contraseña no válidos',
    invalidEmail: 'Formato de correo electrónico no válido',
    disabled: 'Esta cuenta ha sido desactivada',
    tooManySignIns: 'Demasiados intentos fallidos. Inténtelo de nuevo más tarde',
    signInsTooFrequent:
      'Demasiados inicios de sesión en poco tiempo. Inténtelo de nuevo dentro de unos minutos.',
    busy: 'El servidor está ocupado; inténtelo de nuevo en un momento.',
    resetInvalidEmail: 'Formato de correo electrónico no válido.',
    resetNoAccount: 'No se encontró ninguna cuenta con este correo electrónico.',
    resetMissingEmail: 'Escriba un correo electrónico.',
    resetTooMany: 'Demasiados intentos. Inténtelo de nuevo más tarde.',
    resetFailed: 'No se pudo enviar el correo de restablecimiento: $t(auth.errors.unavailable)',
    resetLinkInvalid: 'Este enlace no es válido, ha caducado o ya se utilizó.',
    passwordMismatch: 'Las contraseñas no coinciden',
    passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
    passwordTooLong: 'La contraseña debe tener como máximo 256 caracteres',
    emailInUse:
      'Ya existe una cuenta con este correo electrónico. Inicie sesión o restablezca su contraseña.',
    tooManyRequests: 'Demasiados intentos. Inténtelo de nuevo más tarde.',
    unavailable: 'El servicio no está disponible ahora. Inténtelo de nuevo en un momento.',
  },
};

export default authEs;

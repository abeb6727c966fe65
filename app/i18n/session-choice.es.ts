/** Textos de /session-choice: un inscrito en una fecha que la academia cerró elige qué hacer. */
const sessionChoiceEs = {
  title: 'Su inscripción',
  cancelled:
    'Estimado/a {{name}}: lo sentimos, la academia ha tenido que cancelar {{course}}, {{session}}. Elija qué ocurre con su inscripción.',
  postponed:
    'Estimado/a {{name}}: lo sentimos, la academia ha tenido que aplazar {{course}}, {{session}}. Elija qué ocurre con su inscripción.',
  legend: 'Su elección',
  move: 'Una plaza en {{session}}',
  refund: 'El reembolso total de {{amount}} en la tarjeta con la que pagó',
  credit: 'Crédito total de {{amount}} para un curso posterior en la academia',
  confirm: 'Confirmar mi elección',
  full: 'Esa fecha acaba de completarse. Elija de nuevo, por favor.',
  unknown: 'Este enlace no es válido. Escriba a la secretaría.',
  done: {
    moved:
      'Su plaza ha cambiado de fecha. Le hemos enviado por correo las nuevas fechas para su calendario.',
    refunded:
      'Su inscripción está cancelada y reembolsada en su totalidad. Le hemos enviado los detalles por correo; el reembolso suele llegar a su cuenta en un plazo de 5 a 10 días hábiles.',
    credited:
      'Su inscripción está cancelada y su precio completo queda como crédito para un curso posterior. Le hemos enviado los detalles por correo.',
    used: 'Ya ha elegido. Su cuenta muestra sus cursos y pagos.',
  },
};

export default sessionChoiceEs;

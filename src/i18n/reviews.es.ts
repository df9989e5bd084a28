/** Texto de los carruseles de reseñas en español (la forma es la de reviews.en.ts). */
import type { ReviewsText } from './reviews.en';

export const es: ReviewsText = {
  loading: 'Cargando reseñas…',
  titleStatic: 'Lo que dicen nuestros clientes',
  titleGoogle: 'Lo que dicen nuestros clientes en Google',
  titleQuote: 'Conductores que cotizaron con nosotros',
  summary: '{rating} de 5',
  summaryTotal: '{rating} de 5 según {total} calificaciones en Google',
  stars: 'Calificación de {rating} de 5',
  carousel: 'Reseñas deslizables',
  carouselRole: 'carrusel',
  slideRole: 'reseña',
  slideLabel: '{n} de {count}',
  prev: 'Reseñas anteriores',
  next: 'Reseñas siguientes',
  position: 'Reseñas {from} a {to} de {count}',
  positionOne: 'Reseña {from} de {count}',
  newTab: '(se abre en una pestaña nueva)',
  placeOf: 'Reseña de {place}',
  fromGoogle: 'Reseñas de Google',
  keys: 'Use las flechas del teclado, Inicio y Fin para recorrer las reseñas.',
  retry: 'Intentar de nuevo',
  configured: {
    emptyMessage: 'Todavía no hay reseñas para mostrar.',
    errorMessage: 'No pudimos cargar las reseñas en este momento.',
    expand: 'Leer más',
    collapse: 'Mostrar menos',
  },
  quoteTestimonials: [
    {
      author_name: 'Luis G., McAllen',
      rating: 5,
      text: 'Escribí mi código postal y los datos de mi camioneta, y a los pocos minutos ya estaba comparando precios de cuatro compañías. Nadie me llamó hasta que yo lo pedí.',
    },
    {
      author_name: 'Ashley P., Plano',
      rating: 5,
      text: 'La cotización guardó todo lo que había escrito cuando me detuve a buscar el número de mi licencia. La terminé esa noche desde mi teléfono.',
    },
    {
      author_name: 'Daniel O., Lubbock',
      rating: 4.5,
      text: 'El precio en línea fue el mismo que en la oficina. Solo me preguntaron lo necesario y me explicaron cada cobertura con palabras sencillas.',
    },
    {
      author_name: 'María S., Corpus Christi',
      rating: 5,
      text: 'Hice mi cotización en español y mi hijo la revisó en inglés. Los mismos números, y compramos la póliza ese mismo día.',
    },
  ],
  testimonials: [
    {
      author_name: 'Marisol R., Laredo',
      rating: 5,
      text: 'Llamé a la hora del almuerzo y tuve mi póliza nueva antes de regresar al trabajo. Compararon tres compañías por mí y escogieron la que mantenía mi cobertura de auto de alquiler.',
    },
    {
      author_name: 'James T., Fort Worth',
      rating: 5,
      text: 'Después de mi accidente me guiaron paso a paso con el reclamo y llamaron al taller por mí. Nunca me sentí solo.',
    },
    {
      author_name: 'Carmen V., El Paso',
      rating: 4.5,
      text: 'Precios claros y sin presión para comprar lo que no necesitaba. Mi pago es más bajo que el año pasado con la misma cobertura.',
    },
    {
      author_name: 'Kevin D., Austin',
      rating: 5,
      text: 'Agregar a mi hija como conductora nueva fue más fácil de lo que pensaba. Me explicaron el descuento por buenas calificaciones y se notó en el precio.',
    },
    {
      author_name: 'Rosa M., Houston',
      rating: 4.5,
      text: 'En la oficina hablan español e inglés, así que mi mamá pudo hacer todas sus preguntas ella misma. Salimos con nuestras tarjetas de seguro impresas.',
    },
    {
      author_name: 'Brian K., San Antonio',
      rating: 4,
      text: 'Presentaron mi SR-22 rápido y me explicaron con honestidad lo que significa para mi tarifa. Pagué en línea esa misma noche.',
    },
  ],
};

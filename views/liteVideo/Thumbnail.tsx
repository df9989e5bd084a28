/**
 * The site's own video thumbnail, drawn in the page (no file to fetch, nothing from the provider):
 * a car on a road. Decoration inside the named play button, so hidden from assistive technology.
 */
export function DefaultThumbnail() {
  return (
    <svg className="lite-video__thumbnail" viewBox="0 0 640 360" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="640" height="360" fill="#0b4f8a" />
      <rect y="120" width="640" height="130" fill="#083a66" />
      <circle cx="520" cy="80" r="36" fill="#f2a900" />
      <path d="M0 250 L640 250 L640 360 L0 360 Z" fill="#1b1f24" />
      <path d="M40 305 h70 M170 305 h70 M300 305 h70 M430 305 h70 M560 305 h70" stroke="#ffd166" strokeWidth="8" />
      <path d="M150 250 q10 -48 60 -56 l40 -40 q14 -12 36 -12 h110 q24 0 38 14 l38 38 q44 6 56 22 q8 12 8 34 Z" fill="#e8f0f8" />
      <path d="M262 156 h52 v38 h-88 Z M330 156 h62 l34 38 h-96 Z" fill="#5b8db8" />
      <circle cx="230" cy="252" r="28" fill="#1b1f24" stroke="#d3d9e0" strokeWidth="8" />
      <circle cx="450" cy="252" r="28" fill="#1b1f24" stroke="#d3d9e0" strokeWidth="8" />
    </svg>
  );
}

// A part of a UI catalog (apps/web/catalog-parts.ts): the sections /login shows, or the rest.
declare module '*.json?part=first' {
  const part: Record<string, unknown>;
  export default part;
}
declare module '*.json?part=rest' {
  const part: Record<string, unknown>;
  export default part;
}

// opencc-js ships types for its entry points, not for the single tables under `dict/` (search/traditional.ts).
declare module 'opencc-js/dict/*' {
  const dict: string;
  export default dict;
}

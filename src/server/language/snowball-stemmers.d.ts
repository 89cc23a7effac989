// Types for snowball-stemmers 0.6.0 (ISC), a JavaScript build of the Snowball stemmers.
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: {
    newStemmer(language: string): Stemmer;
    algorithms(): string[];
  };
  export default snowball;
}
